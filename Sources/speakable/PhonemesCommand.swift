import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableDocuments
import SpeakableSpeech

/// `speakable phonemes`: how each utterance is pronounced.
struct PhonemesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phonemes",
        abstract: "Print the pronunciation of each utterance of a screen document.",
        usage: "speakable phonemes <file> [--ipa] [<options>]",
        discussion: """
            One line per utterance `render` prints (or `navigate`, with --commands): espeak-ng's \
            phoneme mnemonics, or IPA with --ipa, clauses separated by ` | `. Sounds are printed \
            as they are in transcripts. Pronunciations change between espeak-ng versions.

            Example:
              $ speakable phonemes Examples/delete-file.yaml --ipa  # output varies
              ɐlˈɜːt | dᵻlˈiːt fˈaɪl | ðɪs kænˈɑːt biː ʌndˈʌn
            """
    )

    @OptionGroup var document: DocumentOptions

    @Flag(help: "Print IPA instead of espeak-ng mnemonics.")
    var ipa = false

    @OptionGroup var source: UtteranceSource

    func run() async throws {
        let loaded = try document.load()
        let voice = try document.voice(for: loaded)
        let utterances = try source.utterances(of: loaded, voice: voice, verbosity: document.verbosity(for: loaded))
        var lines: [String] = []
        do {
            let speechVoice = try SpeechVoice(for: voice)
            for utterance in utterances {
                if utterance.kind == .sound { lines.append(utterance.text); continue }
                let clauses = try await Synthesizer.shared.phonemes(of: utterance, voice: speechVoice, alphabet: ipa ? .ipa : .mnemonic)
                lines.append(clauses.joined(separator: " | "))
            }
        } catch let error as SpeechError {
            throw CommandFailure(.software, "\(error)").reported()
        }
        StandardOutput.write(lines: lines)
    }
}
