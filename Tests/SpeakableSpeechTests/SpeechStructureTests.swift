import Testing
import Speakable
@testable import SpeakableSpeech

/// Phrasing spec §15: every sentence-ending segment is its own clause when spoken, whatever the
/// locale's capitalisation.
@Suite("§15 Speech structure")
struct SpeechStructureTests {
    private static func textField(_ label: String, _ text: String, in locale: SpeechLocale) throws -> Utterance {
        let field = TextField(label, text: text).control.accessibilityElement()
        return SpeechGenerator(voice: try .builtIn(locale)).utterance(for: field)
    }

    /// Runs of at least `milliseconds` of near-silence strictly inside the audio.
    private static func gaps(in samples: [Int16], sampleRate: Int, milliseconds: Int = 60) -> Int {
        let minimum = sampleRate * milliseconds / 1000
        guard let first = samples.firstIndex(where: { abs(Int($0)) > 300 }),
              let last = samples.lastIndex(where: { abs(Int($0)) > 300 }) else { return 0 }
        var gaps = 0, run = 0
        for sample in samples[first...last] {
            if abs(Int(sample)) <= 300 { run += 1 } else { if run >= minimum { gaps += 1 }; run = 0 }
        }
        return gaps
    }

    @Test("SP1 each sentence of an utterance is its own SSML sentence, the hint after the voice's pause")
    func sp1SSML() throws {
        let voice = try Voice.builtIn(.ru)
        let spoken = try SpeechUtterance(try Self.textField("Имя", "Анна", in: .ru), voice: voice)
        guard case .ssml(let ssml) = spoken.content else { Issue.record("not SSML"); return }
        #expect(ssml.markup == "<speak><s>Имя: Анна.</s><s>текстовое поле.</s><break time=\"300ms\"/><s>коснитесь дважды, чтобы редактировать</s></speak>")
    }

    @Test("SP1 Russian value, trait words and hint are separate clauses in phonemes, as in English")
    func sp1Phonemes() async throws {
        let russian = try await Synthesizer.shared.phonemes(of: try Self.textField("Имя", "Анна", in: .ru),
                                                             voice: SpeechVoice(for: .builtIn(.ru)))
        let english = try await Synthesizer.shared.phonemes(of: try Self.textField("Name", "Ann", in: .en),
                                                             voice: SpeechVoice(for: .builtIn(.en)))
        // "Имя | Анна | текстовое поле | коснитесь дважды | чтобы…": the value, the trait word
        // and the hint each start a clause.
        #expect(russian.count == 5, "\(russian)")
        #expect(russian[1] == "ˈɑnna" && russian[2] == "tʲˈekstʌvʌjɪ pˈoɭʲi", "\(russian)")
        #expect(english.count == 4, "\(english)")
    }

    @Test("SP1 espeak-ng pauses between a Russian trait word and the lower-case hint")
    func sp1Audio() async throws {
        let voice = try Voice.builtIn(.ru)
        let utterance = try Self.textField("Имя", "Анна", in: .ru)
        let structured = try await Synthesizer.shared.render(try SpeechUtterance(utterance, voice: voice))
        let runOn = try await Synthesizer.shared.render(try SpeechUtterance(string: utterance.text, voice: voice))
        let structuredGaps = Self.gaps(in: structured.samples, sampleRate: structured.sampleRate)
        let runOnGaps = Self.gaps(in: runOn.samples, sampleRate: runOn.sampleRate)
        #expect(structuredGaps > runOnGaps, "clauses: \(structuredGaps) gaps; run-on text: \(runOnGaps) gaps")
    }
}
