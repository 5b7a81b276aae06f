import Testing
import Speakable
@testable import SpeakableAudit
import SpeakableDocuments
import SpeakableFuzzing

/// `duplicate-description` formats only the stops whose descriptions could equal another's
/// (docs/Decisions.md, issue 34). On random screens of labels and values built from separators,
/// sentence ends and words that begin one another, in every voice and under both readers, it
/// finds exactly what formatting every actionable stop and grouping the descriptions finds.
@Suite("duplicate-description against formatting every stop")
struct DuplicateDescriptionPropertyTests {
    static let pieces = ["Save", "Draft", ": ", ", ", ". ", ".", " ", "1", "0", "off", "Button", "：", "。"]
    static let kinds = ["button", "link", "switch", "textField", "text"]

    /// A piece or three, joined.
    static func text(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// A YAML string in single quotes.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    static func screen(_ random: inout SeededGenerator) throws -> Screen {
        var yaml = "elements:\n"
        var written: [(label: String, value: String?)] = []
        for _ in 0..<Int.random(in: 2...9, using: &random) {
            let kind = kinds.randomElement(using: &random)!
            var label = text(&random)
            var value: String? = ["button", "link", "text"].contains(kind) && Bool.random(using: &random) ? text(&random) : nil
            // Often an earlier stop's label and value, said as one label (`Save: Draft`), or
            // the other way round: the descriptions that begin with different labels and are equal.
            if let earlier = written.randomElement(using: &random), Bool.random(using: &random) {
                if let earlierValue = earlier.value {
                    label = earlier.label + [": ", ", ", ". ", " ", "：", "。"].randomElement(using: &random)! + earlierValue
                    value = nil
                } else if let space = earlier.label.firstIndex(where: { [":", ",", ".", " ", "：", "。"].contains($0) }), kind != "switch", kind != "textField" {
                    label = String(earlier.label[..<space])
                    value = String(earlier.label[earlier.label.index(after: space)...].drop { $0 == " " })
                }
            }
            written.append((label, value))
            var fields = ["label: \(quoted(label))"]
            if let value { fields.append("value: \(quoted(value))") }
            if kind == "switch" { fields.append("on: \(Bool.random(using: &random))") }
            yaml += "  - \(kind): {\(fields.joined(separator: ", "))}\n"
        }
        return try ScreenDocument(yaml: yaml, path: "random.yaml").screen
    }

    @Test("the stops it reports are the second of each group of equal descriptions", arguments: [SpeechLocale.en, .ru, .zhHans])
    func sameAsFormattingEveryStop(locale: SpeechLocale) throws {
        var random = SeededGenerator(state: 34 &+ UInt64(locale.rawValue.utf8.count))
        let voice = try Voice.builtIn(locale)
        // Groups of equal descriptions whose labels differ: the case the rule must not miss.
        var acrossLabels = 0
        for round in 0..<1_500 {
            let screen = try Self.screen(&random)
            for reader in Reader.allCases {
                var audit = AccessibilityAudit(rules: [.duplicateDescription], voice: voice)
                audit.reader = reader
                let reported = audit.findings(in: screen).compactMap(\.stop)
                let audited = AuditedScreen(screen: screen, voice: voice, reader: reader)
                // What a TalkBack description begins with, read from the stop without its
                // segments, is what its segments begin with, and begins its description.
                for stop in audited.spokenStops where reader == .talkBack {
                    var made = stop.utterance
                    made.segments = stop.utterance.segments
                    let lead = stop.utterance.leadingText
                    #expect(lead == made.leadingText && stop.description.hasPrefix(lead ?? ""), "round \(round): \(stop.description)")
                }
                var groups: [String: [Int]] = [:]
                for index in audited.elements.indices where audited.isActionable(index) {
                    groups[audited.description(ofStop: index), default: []].append(index)
                }
                let duplicates = groups.values.filter { $0.count > 1 }
                let expected = duplicates.map { $0[1] }.sorted()
                acrossLabels += duplicates.filter { Set($0.map { audited.elements[$0].label.text }).count > 1 }.count
                #expect(reported == expected, "round \(round), \(reader), \(locale): \(audited.descriptions)")
                if reported != expected { return }
            }
        }
        #expect(acrossLabels > 20, "the random screens made \(acrossLabels) groups of equal descriptions with different labels")
    }
}
