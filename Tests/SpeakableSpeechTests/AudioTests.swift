import Foundation
import Testing
import TestTemporaryFiles
import Speakable
import SpeakableDocuments
@testable import SpeakableSpeech

/// Real audio from the real libespeak-ng: sample rate, duration, not silent.
@Suite("Speech: audio")
struct AudioTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    @Test("Documents in en, ru and zh-Hans render to real speech", arguments: ["delete-file.yaml", "russian-settings.yaml", "chinese-alert.yaml"])
    func documents(name: String) async throws {
        let document = try ScreenDocument(contentsOfFile: Self.examples.appendingPathComponent(name).path)
        let voice = try Voice.builtIn(document.locale)
        let utterances = SpeechGenerator(voice: voice).render(document.screen)
        let track = try await SpeechTrack.render(utterances, voice: voice)
        #expect(track.sampleRate == 22_050)
        let seconds = Double(track.samples.count) / Double(track.sampleRate)
        #expect(seconds > Double(utterances.count) * 0.4 && seconds < Double(utterances.count) * 8, "\(seconds) s")
        #expect(rms(track.samples) > 500)
    }

    @Test("Each utterance alone is speech, not silence")
    func notSilent() async throws {
        for (text, voice) in [("Delete. Button.", "en-us"), ("Удалить. Кнопка.", "ru"), ("删除。 按钮。", "cmn-latn-pinyin")] {
            let rendering = try await render(text, voice: voice)
            #expect(rendering.duration > 0.4 && rendering.duration < 5, "\(text): \(rendering.duration)")
            #expect(rms(rendering.samples) > 500, "\(text)")
        }
    }

    @Test("WAV files are RIFF, mono, 16-bit, at the engine's rate")
    func wav() async throws {
        let rendering = try await render("Save. Button.")
        let data = rendering.wavData()
        #expect(data.count == 44 + rendering.samples.count * 2)
        #expect(data.prefix(4) == Data("RIFF".utf8) && data[8..<16] == Data("WAVEfmt ".utf8))
        let (samples, rate) = try WAVFile.read(data)
        #expect(samples == rendering.samples && rate == 22_050)
    }

    @Test("Pre- and post-utterance delays add silence")
    func delays() async throws {
        var spoken = try utterance("OK")
        let plain = try await Synthesizer.shared.render(spoken)
        spoken.preUtteranceDelay = 0.5
        spoken.postUtteranceDelay = 0.25
        let delayed = try await Synthesizer.shared.render(spoken)
        #expect(abs(delayed.duration - plain.duration - 0.75) < 0.1)
        #expect(delayed.samples.prefix(11_000).allSatisfy { $0 == 0 })
    }

    @Test("Words carry their place in the text")
    func wordEvents() async throws {
        let rendering = try await render("Alert. Delete File?")
        let words = rendering.events.filter { $0.kind == .word }.compactMap { $0.range.map { String(rendering.text[$0]) } }
        #expect(words == ["Alert", "Delete", "File"])
        let offsets = rendering.events.filter { $0.kind == .word }.map(\.sampleOffset)
        #expect(offsets == offsets.sorted() && offsets.last! > 0)
    }

    @Test("Marks report where the audio reached them (inside a clause: 1.51 drops a mark that starts a sentence)")
    func marks() async throws {
        let ssml = SSML { SSML.text("Hello "); SSML.mark("middle"); SSML.text("world.") }
        let rendering = try await Synthesizer.shared.render(SpeechUtterance(ssml: ssml, voice: try SpeechVoice("en-us")))
        let mark = try #require(rendering.events.first { $0.kind == .mark("middle") })
        #expect(mark.sampleOffset > 1_000 && mark.sampleOffset < rendering.samples.count)
    }

    @Test("Sounds are earcons: short tones, never words")
    func earcons() async throws {
        let voice = try Voice.builtIn(.en)
        let generator = SpeechGenerator(voice: voice)
        let track = try await SpeechTrack.render([generator.sound(.boundary)], voice: voice)
        #expect(Double(track.samples.count) / 22_050 < 0.3 && rms(track.samples) > 1_000)
        for sound in Sound.allCases { #expect(!Earcon.samples(for: sound, sampleRate: 22_050).isEmpty) }
    }

    @Test("The variant in Voices/ is used, from an overlay outside the system and the home folder")
    func overlay() async throws {
        _ = try await render("warm up")
        let directory = try EspeakDataDirectory.overlay()
        #expect(directory.count < 150 && directory.hasSuffix("espeak-ng-data"))
        #expect(FileManager.default.fileExists(atPath: directory + "/voices/!v/speakable"))
        #expect(!directory.hasPrefix(FileManager.default.homeDirectoryForCurrentUser.path) || directory.hasPrefix("/tmp"))
        let rendering = try await Synthesizer.shared.render(SpeechUtterance(string: "Steady voice.", voice: try SpeechVoice("en-us", variant: "speakable")))
        #expect(rms(rendering.samples) > 500)
    }

    @Test("A track written as it is made is the same audio as the track made in memory, and a failed write leaves the old file")
    func streamedTrack() async throws {
        let voice = try Voice.builtIn(.en)
        let screen = try Screen { Heading("Settings"); Switch("Wi-Fi", isOn: true); try Slider("Volume", value: 0.5) }
        let utterances = SpeechGenerator(voice: voice).render(screen) + [SpeechGenerator(voice: voice).sound(.boundary)]
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let streamed = folder.appendingPathComponent("streamed.wav")
        try await SpeechTrack.write(utterances, voice: voice, to: streamed)
        let track = try await SpeechTrack.render(utterances, voice: voice)
        // libespeak-ng varies a little between syntheses in one process, so the two tracks are
        // compared by length and header; the CLI's output is byte-identical between processes.
        let file = try Data(contentsOf: streamed)
        let dataSize = file[40..<44].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self).littleEndian }
        #expect(file.prefix(4) == Data("RIFF".utf8) && Int(dataSize) == file.count - 44)
        let streamedSamples = Double(file.count - 44) / 2, madeSamples = Double(track.samples.count)
        #expect(abs(streamedSamples - madeSamples) < madeSamples * 0.02)
        try Data("old".utf8).write(to: streamed)
        await #expect(throws: SpeechError.self) {
            try await SpeechTrack.write(utterances, voice: voice, to: streamed, limits: SpeechLimits(maximumCharacters: 100, maximumDuration: 60, maximumTrackDuration: 1))
        }
        #expect(try String(contentsOf: streamed, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["streamed.wav"])
    }
}
