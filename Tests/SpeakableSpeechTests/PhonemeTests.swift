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

    @Test("The engine version is reported for snapshots")
    func version() async throws {
        #expect(try await Synthesizer.shared.engineVersion().hasPrefix("1."))
    }
}
