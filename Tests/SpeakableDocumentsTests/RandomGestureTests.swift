import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments
import SpeakableFuzzing

/// Property test (issue 3): random gestures over every example never crash and never put a
/// secure field's characters into any output.
@Suite("Screen reader: random gestures")
struct RandomGestureTests {
    static let examplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    static func examples() throws -> [ScreenDocument] {
        try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).sorted()
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
            .map { try ScreenDocument(contentsOfFile: examplesFolder.appendingPathComponent($0).path) }
    }

    /// Every secure text a screen holds, in its controls and its alerts' fields.
    static func secrets(of screen: Screen) -> [String] {
        func walk(_ controls: [Control]) -> [String] {
            controls.flatMap { control -> [String] in
                switch control {
                case .secureTextField(let field): field.text.isEmpty ? [] : [field.text.revealed]
                case .group(let group): walk(group.children)
                default: []
                }
            }
        }
        let presented = (screen.presentations + screen.queuedAlerts.map(Presentation.alert)).flatMap { presentation -> [String] in
            switch presentation {
            case .alert(let alert): walk(alert.textFields)
            case .popover(let popover): walk(popover.elements)
            case .actionSheet: []
            }
        }
        return walk(screen.elements) + presented
    }

    /// The kinds of controls on a screen, containers by their type.
    static func kinds(of controls: [Control]) -> [String] {
        controls.flatMap { control -> [String] in
            switch control {
            case .group(let group): [group.containerType == .none ? (group.label.isEmpty ? "group" : "semanticGroup") : group.containerType.rawValue]
                + kinds(of: group.children)
            case .tabBar(let bar) where !bar.children.isEmpty: ["tabBar", "tabBarOfElements"] + kinds(of: bar.children)
            case .segmentedControl(let segments) where !segments.children.isEmpty: ["segmentedControl", "segmentsOfElements"] + kinds(of: segments.children)
            case .switch: ["switch"]
            case .slider: ["slider"]
            case .segmentedControl: ["segmentedControl"]
            case .tabBar: ["tabBar"]
            case .backButton: ["backButton"]
            case .textView: ["textView"]
            default: ["v1"]
            }
        }
    }

    @Test("13,000 random command sequences over every example: no crash, no secret in any output")
    func randomWalks() throws {
        let documents = try Self.examples()
        // The walk covers every element kind of the documents spec (v2 included).
        let kinds = Set(documents.flatMap { Self.kinds(of: $0.screen.elements) })
        #expect(kinds.isSuperset(of: ["switch", "slider", "segmentedControl", "tabBar", "backButton", "textView", "list", "landmark",
                                      "dataTable", "semanticGroup", "tabBarOfElements", "segmentsOfElements"]), "\(kinds)")
        var random = SeededGenerator(state: 2026)
        let simple: [ScreenReaderCommand] = [.next, .previous, .first, .last, .activate, .escape, .increment, .decrement, .shake,
                                             .action("Reply"), .action("Forget This Network"), .action("No Such Action")]

        let encoder = JSONEncoder()
        var typedIntoSecureFields = 0, secretsChecked = 0
        for sequence in 0..<13_000 {
            let document = documents[sequence % documents.count]
            var reader = ScreenReader(screen: document.screen, voice: try .builtIn(SpeechLocale.allCases[sequence % 3]))
            var secrets = Self.secrets(of: document.screen)
            for step in 0..<Int.random(in: 1...30, using: &random) {
                if Int.random(in: 0..<5, using: &random) == 0 {
                    let text = "Kq\(sequence)x\(step)"
                    reader.perform(.type(text))
                    if case .command(.type(let recorded))? = reader.log.entries.last?.cause, recorded != text {
                        secrets.append(text)
                        typedIntoSecureFields += 1
                    }
                } else {
                    reader.perform(simple.randomElement(using: &random)!)
                }
                // The stops a gesture refreshed in place are the stops a rebuild would make.
                if sequence % 10 == 0 {
                    #expect(reader.focusStops == AccessibilityTree(screen: reader.screen).focusStops,
                            "sequence \(sequence), step \(step) on \(document.path)")
                }
            }
            let outputs = [
                reader.log.transcript, String(decoding: try encoder.encode(reader.log), as: UTF8.self),
                String(reflecting: reader),
            ]
            secretsChecked += secrets.count
            for secret in secrets where outputs.contains(where: { $0.contains(secret) }) {
                Issue.record("sequence \(sequence) on \(document.path) leaked a secure field's characters")
            }
        }
        // The walk must really reach secure fields, or it proves nothing.
        #expect(typedIntoSecureFields > 100 && secretsChecked > 2_000, "\(typedIntoSecureFields) \(secretsChecked)")

        // A second walk with the rotor (§19) and read all among the gestures: the stops it
        // leaves are a rebuild's, and no secret is said. (Apart, so that the walk above keeps
        // typing into secure fields as often as before.)
        let withRotor = simple + [.rotor(.headings), .rotor(.formControls), .rotor(.containers), .rotor(.actions),
                                  .rotor(.adjustValue), .rotor(.links), .rotor(.tables), .rotor(.landmarks), .rotor(.custom("Mentions")),
                                  .down, .up, .down, .readAll, .readFromTop, .touch(x: 120, y: 800), .touch(x: 20, y: 310)]
        var rotorRandom = SeededGenerator(state: 2027)
        for sequence in 0..<2_000 {
            let document = documents[sequence % documents.count]
            var reader = ScreenReader(screen: document.screen, voice: try .builtIn(SpeechLocale.allCases[sequence % 3]))
            for step in 0..<Int.random(in: 1...30, using: &rotorRandom) {
                reader.perform(withRotor.randomElement(using: &rotorRandom)!)
                if sequence % 10 == 0 {
                    // The whole tree (containers and stops), and what the focused stop says, are a rebuild's.
                    let rebuilt = AccessibilityTree(screen: reader.screen)
                    #expect(reader.accessibilityTree == rebuilt, "rotor sequence \(sequence), step \(step) on \(document.path)")
                    if let focus = reader.focusIndex, focus < rebuilt.focusStops.count {
                        #expect(reader.generator.utterance(forStop: focus, in: reader.accessibilityTree).text
                                == reader.generator.utterance(forStop: focus, in: rebuilt).text)
                    }
                }
            }
            let transcript = reader.log.transcript
            for secret in Self.secrets(of: document.screen) where transcript.contains(secret) {
                Issue.record("rotor sequence \(sequence) on \(document.path) leaked a secure field's characters")
            }
        }
    }
}
