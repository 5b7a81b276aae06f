import Testing
@testable import SpeakableSpeech

/// Pronunciations come from each utterance's own language.
@Suite("Speech: phonemes")
struct PhonemeTests {
    @Test("English in IPA and mnemonics")
    func english() async throws {
        let voice = try SpeechVoice("en-us")
        #expect(try await Synthesizer.shared.phonemes("OK, button.", voice: voice) == ["ˌoʊkˈeɪ", "bˈʌʔn̩"])
        #expect(try await Synthesizer.shared.phonemes("OK, button.", voice: voice, alphabet: .mnemonic).first == ",oUk'eI")
    }

    @Test("Russian phonemes are Russian, not English")
    func russian() async throws {
        let clauses = try await Synthesizer.shared.phonemes("Удалить файл. Кнопка.", voice: try SpeechVoice("ru"))
        #expect(clauses.joined().contains("ʲ"))
        #expect(!clauses.joined().contains("(en)"))
    }

    @Test("Chinese phonemes are Mandarin with tones, not English pinyin")
    func chinese() async throws {
        let clauses = try await Synthesizer.shared.phonemes("删除文件", voice: try SpeechVoice("cmn"), alphabet: .mnemonic)
        let text = clauses.joined()
        #expect(text.contains("55") && text.contains("35") && !text.contains("(en)"), "\(text)")
    }

    @Test("Pronunciations are the same every time")
    func deterministic() async throws {
        let voice = try SpeechVoice("en-us")
        let first = try await Synthesizer.shared.phonemes("Delete File?", voice: voice)
        for _ in 0..<20 { #expect(try await Synthesizer.shared.phonemes("Delete File?", voice: voice) == first) }
    }

    @Test("Pronunciations after an interrupted utterance are unchanged (the cut-off text is not carried over)")
    func afterInterrupt() async throws {
        let voice = try SpeechVoice("en-us")
        let first = try await Synthesizer.shared.phonemes("Delete File?", voice: voice)
        for pause in [5, 20] {
            let channel = SpeechChannel()
            let long = try utterance(String(repeating: "This sentence goes on and on. ", count: 300))
            async let cut = Synthesizer.shared.render(long, limits: SpeechLimits(maximumCharacters: 20_000, maximumDuration: 90), channel: channel)
            for _ in 0..<2_000 where channel.active.withLock({ $0 == nil }) { try await Task.sleep(for: .milliseconds(1)) }
            try await Task.sleep(for: .milliseconds(pause))
            channel.interrupt()
            _ = try? await cut
            #expect(try await Synthesizer.shared.phonemes("Delete File?", voice: voice) == first)
        }
    }

    @Test("The engine version is reported for snapshots")
    func version() async throws {
        #expect(try await Synthesizer.shared.engineVersion().hasPrefix("1."))
    }
}
