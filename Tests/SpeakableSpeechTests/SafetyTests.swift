import Foundation
import Testing
import TestTemporaryFiles
import Speakable
@testable import SpeakableSpeech

/// Hostile text through every path: no command runs, no file is opened, nothing one utterance
/// does changes the next, no text is swallowed, no minutes of silence, no crash.
@Suite("Speech: hostile text", .serialized)
struct SafetyTests {
    static let sentence = "Delete the file now."

    /// The duration of a plain sentence, to compare the next utterance against.
    func baselineDuration() async throws -> Double { try await render(Self.sentence).duration }

    @Test("U+0001 embedded commands are stripped: volume and rate of the next utterance are unchanged")
    func embeddedCommands() async throws {
        let before = try await render(Self.sentence)
        for hostile in ["\u{1}0A silent now", "\u{1}80S slow now", "\u{1}450S fast", "\u{1}5P pitch"] {
            let rendering = try await render(hostile)
            #expect(rms(rendering.samples) > 500, "\(hostile) made silence")
            let after = try await render(Self.sentence)
            #expect(rms(after.samples) > rms(before.samples) * 0.7, "the next utterance got quieter after \(hostile)")
            #expect(abs(after.duration - before.duration) < 0.1, "the next utterance changed speed after \(hostile)")
        }
    }

    @Test("A label with markup joined to prepending marks is spoken in full, as long as the same text spoken plainly")
    func injectedLabel() async throws {
        let voice = try Voice.builtIn(.en)
        let label = "Delete\u{0600}<metadata \u{0600}>"
        let element = AccessibilityElement(label: label, hint: "Removes the file.", traits: .button)
        let utterance = SpeechGenerator(voice: voice).utterance(for: element)
        let spoken = try await Synthesizer.shared.render(try SpeechUtterance(utterance, voice: voice))
        // The same utterance with the label's text spoken plainly: no markup characters at all.
        let plainElement = AccessibilityElement(label: "Delete metadata", hint: "Removes the file.", traits: .button)
        let plain = try await Synthesizer.shared.render(try SpeechUtterance(SpeechGenerator(voice: voice).utterance(for: plainElement), voice: voice))
        let labelAlone = try await Synthesizer.shared.render(SpeechUtterance(ssml: SSML.text(label), voice: try SpeechVoice(for: voice)))
        let labelAsText = try await Synthesizer.shared.render(SpeechUtterance(string: label, voice: try SpeechVoice(for: voice)))
        #expect(spoken.duration >= plain.duration * 0.9, "SSML \(spoken.duration) s, plain label \(plain.duration) s: speech was swallowed")
        #expect(spoken.duration < plain.duration * 1.6, "SSML \(spoken.duration) s, plain label \(plain.duration) s: pauses were added")
        // Escaped, every character of the label is read, so it is never shorter than the text.
        #expect(labelAlone.duration >= labelAsText.duration * 0.9, "the label as SSML \(labelAlone.duration) s, as text \(labelAsText.duration) s")
    }

    @Test("A track's text and audio are capped as a whole, its text before anything is synthesized")
    func trackLimits() async throws {
        let voice = try Voice.builtIn(.en)
        let generator = SpeechGenerator(voice: voice)
        let many = (0..<400).map { generator.utterance(for: AccessibilityElement(label: "Item number \($0) of a long list", traits: .button)) }
        let started = ProcessCPUTime.seconds
        await #expect(throws: SpeechError.textTooLong(characters: many.reduce(0) { $0 + $1.text.count }, limit: 1_000)) {
            _ = try await SpeechTrack.render(many, voice: voice, limits: SpeechLimits(maximumCharacters: 100, maximumDuration: 60, maximumTrackCharacters: 1_000))
        }
        // Refused before synthesis: milliseconds of CPU, where synthesizing 400 utterances
        // costs many seconds on the engine's thread (issue 31, S18: CPU time, not wall time).
        let used = ProcessCPUTime.seconds - started
        #expect(used < 5, "\(used) s of CPU")
        await #expect(throws: SpeechError.durationLimitExceeded(seconds: 3)) {
            _ = try await SpeechTrack.render(Array(many.prefix(20)), voice: voice,
                                             limits: SpeechLimits(maximumCharacters: 100, maximumDuration: 60, maximumTrackDuration: 3))
        }
    }

    @Test("An SSML voice change in text cannot happen, and settings never leak into the next utterance")
    func voiceLeak() async throws {
        let before = try await Synthesizer.shared.phonemes("Delete", voice: SpeechVoice("en-us"))
        _ = try await Synthesizer.shared.render(SpeechUtterance(ssml: SSML.text(#"<voice xml:lang="de">Hallo</voice>"#), voice: try SpeechVoice("en-us")))
        var german = SpeechUtterance(string: "Hallo Welt", voice: try SpeechVoice("de"))
        german.rate = 450
        _ = try await Synthesizer.shared.render(german)
        #expect(try await Synthesizer.shared.phonemes("Delete", voice: SpeechVoice("en-us")) == before)
        #expect(abs(try await baselineDuration() - (try await render(Self.sentence).duration)) < 0.1)
    }

    @Test("<audio src> never opens a file or runs a command, from text or SSML")
    func audioSource() async throws {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-audio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file whose name runs a command if a shell ever sees it; the command runs in the
        // shell's working folder, this process's.
        let trap = folder.appendingPathComponent("a$(touch PWNED)b")
        try Data("not a wav".utf8).write(to: trap)
        let tag = "<audio src=\"\(trap.path)\">fallback</audio>"
        _ = try await render(tag)
        _ = try await Synthesizer.shared.render(SpeechUtterance(ssml: SSML.text(tag), voice: try SpeechVoice("en-us")))
        #expect(!SSML.text(tag).markup.contains("<audio"))
        #expect(!FileManager.default.fileExists(atPath: "PWNED"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("PWNED").path))
    }

    @Test("No text is swallowed after a <")
    func lessThan() async throws {
        for text in ["Press <Enter to continue. Then say hello.", "If a < b and c > d, <file> now.", "Tom & Jerry, R&D, &bogus;"] {
            for utterance in [try utterance(text), SpeechUtterance(ssml: SSML.text(text), voice: try SpeechVoice("en-us"))] {
                let rendering = try await Synthesizer.shared.render(utterance)
                let words = rendering.events.filter { $0.kind == .word }.count
                #expect(words >= 5, "\(text): only \(words) words spoken")
                #expect(rendering.duration > 1.2, "\(text): \(rendering.duration) s")
            }
        }
    }

    @Test("Breaks are clamped: no markup makes minutes of silence")
    func breaks() async throws {
        let ssml = SSML { SSML.text("Before."); SSML.pause(milliseconds: 8_000_000); SSML.text("After.") }
        #expect(ssml.markup.contains("time=\"5000ms\""))
        let rendering = try await Synthesizer.shared.render(SpeechUtterance(ssml: ssml, voice: try SpeechVoice("en-us")))
        #expect(rendering.duration < 7)
        let text = try await render(#"Before <break time="8000s"/> after"#)
        #expect(text.duration < 5)
    }

    @Test("Voice names are validated: a long variant is an error, not an abort")
    func voiceNames() async throws {
        #expect(throws: SpeechError.self) { try SpeechVoice("en-us+" + String(repeating: "x", count: 40)) }
        #expect(throws: SpeechError.self) { try SpeechVoice("../../../../tmp/robot") }
        #expect(throws: SpeechError.self) { try SpeechVoice("") }
        await #expect(throws: SpeechError.voiceNotFound("xx")) { try await render("hello", voice: "xx") }
        #expect(try SpeechVoice("EN-US+F3").description == "en-us+f3")
        #expect(try SpeechVoice("zh").name == "cmn-latn-pinyin")
    }

    @Test("Input length and output duration are capped with clear errors")
    func limits() async throws {
        let long = String(repeating: "word ", count: 5_000)
        await #expect(throws: SpeechError.textTooLong(characters: 25_000, limit: 20_000)) {
            try await Synthesizer.shared.render(try utterance(long))
        }
        await #expect(throws: SpeechError.durationLimitExceeded(seconds: 1)) {
            try await Synthesizer.shared.render(try utterance(String(repeating: "word ", count: 200)),
                                                limits: SpeechLimits(maximumCharacters: 10_000, maximumDuration: 1))
        }
    }

    @Test("Hostile labels, titles, values and undo names through the screen reader's speech")
    func hostileDocument() async throws {
        let hostile = "\u{1}0A <audio src=\"/etc/hostname\"/> <Enter \u{1B}[31m &bogus;"
        var screen = try Screen { Button(hostile); TextField(hostile, text: hostile); try Stepper(hostile) }
        screen.undoHistory = try UndoHistory(undoActionNames: [hostile])
        try screen.present(.alert(Alert(title: hostile, message: hostile, buttons: [AlertAction(hostile)])))
        let voice = try Voice.builtIn(.en)
        var reader = ScreenReader(screen: screen, voice: voice)
        for command: ScreenReaderCommand in [.next, .next, .activate, .shake, .next] { reader.perform(command) }
        let track = try await SpeechTrack.render(reader.log.utterances, voice: voice)
        #expect(rms(track.samples) > 500)
        #expect(abs(try await baselineDuration() - (try await render(Self.sentence).duration)) < 0.1)
    }
}
