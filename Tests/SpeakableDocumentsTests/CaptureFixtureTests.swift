import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// The published captures in Tests/Captures: each renders as its golden says (checked by the
/// CLI's `test`), reads back from its import, and AccessibilitySnapshot's agree with our phrasing.
@Suite("Captures: fixtures")
struct CaptureFixtureTests {
    @Test("Every capture fixture round-trips through import: the written document renders the same",
          arguments: CaptureFixtures.paths)
    func roundTrip(path: String) throws {
        let captured = try ScreenDocument(contentsOfFile: path)
        #expect(captured.format != .document)
        for text in [captured.yamlText(header: "round trip"), captured.jsonText()] {
            let written = try ScreenDocument(yaml: text, path: "imported")
            let voice = try Voice.builtIn(.en)
            // The same words and segments; a capture's stops also know their frames and lines,
            // which a document does not write (yet).
            #expect(SpeechGenerator(voice: voice).render(written.screen).map(\.withoutLocation)
                    == SpeechGenerator(voice: voice).render(captured.screen).map(\.withoutLocation))
            // Frames are written (documents v3 `frame:`), and the screen's size.
            #expect(SpeechGenerator(voice: voice).render(written.screen).map(\.frame)
                    == SpeechGenerator(voice: voice).render(captured.screen).map(\.frame))
            #expect(written.size == captured.size)
            let commands = captured.commands ?? []
            #expect(ScreenReader.session(on: written.screen, running: commands, voice: voice).transcript
                    == ScreenReader.session(on: captured.screen, running: commands, voice: voice).transcript)
        }
    }

    @Test("There is a fixture of every capture format")
    func everyFormat() throws {
        let formats = Set(try CaptureFixtures.paths.map { try ScreenDocument(contentsOfFile: $0).format })
        #expect(formats == [.accessibilitySnapshot, .idb, .appium, .xcuitest, .uiautomator])
    }
}

/// The quick reading of JSON captures (JSONDecoder) against the located one (libyaml's events).
@Suite("Captures: quick and located reading")
struct CaptureReadingPathTests {
    @Test("Both readings of a JSON capture give the same screen and descriptions", arguments: CaptureFixtures.paths.filter { $0.hasSuffix(".json") })
    func samePaths(path: String) throws {
        let quick = try ScreenDocument(contentsOfFile: path)
        let located = try ScreenDocument(contentsOfFile: path, reading: CaptureReading(locating: .captures))
        // The same stops, words and frames; only the located reading knows lines.
        let voice = try Voice.builtIn(.en)
        let quickStops = SpeechGenerator(voice: voice).render(quick.screen), locatedStops = SpeechGenerator(voice: voice).render(located.screen)
        #expect(quickStops.map(\.withoutLocation) == locatedStops.map(\.withoutLocation))
        #expect(quickStops.map(\.frame) == locatedStops.map(\.frame))
        #expect(locatedStops.allSatisfy { $0.kind != .element || $0.sourceLine != nil })
        #expect(quick.capturedDescriptions.map(\.text) == located.capturedDescriptions.map(\.text))
        #expect(located.capturedDescriptions.allSatisfy { $0.line > 0 })
    }
}

extension Utterance {
    /// The utterance without where its element is and came from: what a document and a
    /// capture of the same screen share.
    var withoutLocation: Utterance {
        var plain = self
        plain.frame = nil
        plain.sourceLine = nil
        return plain
    }
}
