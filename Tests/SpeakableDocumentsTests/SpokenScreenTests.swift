import Foundation
import Testing
import Speakable
import SpeakableDocuments

/// Issue 32 item 2: a screen is spoken once. Each stop is phrased once, with everything said;
/// every verbosity, and the description the audit and `--compare` read, are that phrasing with
/// segments left out. These check that the views say exactly what phrasing the stop again at
/// that verbosity said, on every example and capture.
@Suite("Issue 32: a screen spoken once")
struct SpokenScreenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every example and capture that reads.
    static func screens() throws -> [(name: String, document: ScreenDocument)] {
        let folders = ["Examples", "Tests/Captures/accessibility-snapshot", "Tests/Captures/appium", "Tests/Captures/idb", "Tests/Captures/xcuitest"]
        return folders.flatMap { folder -> [(name: String, document: ScreenDocument)] in
            let url = root.appendingPathComponent(folder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            let readable = names.filter { name in
                [".yaml", ".json", ".xml", ".txt"].contains { name.hasSuffix($0) } && !name.hasSuffix("speech.txt") && !name.hasSuffix("phonemes.txt")
            }
            return readable
                .compactMap { name in (try? ScreenDocument(contentsOfFile: url.appendingPathComponent(name).path)).map { (folder + "/" + name, $0) } }
        }
    }

    @Test("Every verbosity and device is the one phrasing with segments left out: the same utterances as phrasing each stop again")
    func testSpeakOnce_everyVerbosityIsAViewOfOnePhrasing() throws {
        let screens = try Self.screens()
        #expect(screens.count > 20)
        let verbosities = [Verbosity.default, Verbosity(hints: false), Verbosity(actions: .none), Verbosity(containers: false),
                           Verbosity(hints: false, actions: .none, containers: false)]
        for (name, document) in screens {
            let voice = try Voice.builtIn(document.locale)
            let tree = AccessibilityTree(screen: document.screen)
            for verbosity in verbosities {
                for device in [InputDevice.touch, .keyboard] {
                    let generator = SpeechGenerator(voice: voice, verbosity: verbosity, device: device)
                    let again = (tree.presentation.flatMap(generator.announcement(for:)).map { [$0] } ?? [])
                        + tree.focusStops.indices.map { generator.utterance(forStop: $0, in: tree) }
                    let spoken = SpokenScreen(tree: tree, voice: voice, verbosity: verbosity, device: device)
                    #expect(spoken.utterances == again, "\(name) \(verbosity) \(device)")
                }
            }
        }
    }

    @Test("A stop's description is what it says with no hint and no Actions Available, its containers said, at any verbosity")
    func testSpeakOnce_descriptionIsTheStopWithoutHintOrActions() throws {
        for (name, document) in try Self.screens() {
            let voice = try Voice.builtIn(document.locale)
            let tree = AccessibilityTree(screen: document.screen)
            let described = SpeechGenerator(voice: voice, verbosity: Verbosity(hints: false, actions: .none, containers: true))
            let expected = tree.focusStops.indices.map { described.utterance(forStop: $0, in: tree).text }
            for verbosity in [Verbosity.default, Verbosity(hints: false, actions: .none, containers: false)] {
                let spoken = SpokenScreen(tree: tree, voice: voice, verbosity: verbosity)
                #expect(spoken.stops.map(\.description) == expected, "\(name)")
                #expect(spoken.stops.map(\.index) == Array(tree.focusStops.indices))
            }
        }
    }

    @Test("A stop keeps its origin, frame and the capture's own description with what it says")
    func testSpeakOnce_stopKeepsOriginFrameAndCapturedDescription() throws {
        let path = Self.root.appendingPathComponent("Tests/Captures/accessibility-snapshot/tab-bars.json").path
        let document = try ScreenDocument(locatingElementsOf: path)
        let spoken = SpokenScreen(screen: document.screen, voice: try .builtIn(.en))
        let item = try #require(spoken.stops.first { $0.stop.element.label.text == "Item B" })
        #expect(item.capturedDescription != nil && item.frame != nil)
        #expect((item.origin?.line ?? 0) > 0)
        #expect(item.comparedDescription == item.utterance.spokenDescription)
    }
}
