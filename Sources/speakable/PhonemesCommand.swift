import ArgumentParser
import Foundation
import Speakable
import SpeakableDocuments
import SpeakableSpeech

/// `speakable phonemes`: how each utterance is pronounced.
struct PhonemesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phonemes",
        abstract: "Print the pronunciation of each utterance of a screen document.",
        discussion: """
            One line per utterance `render` prints (or `navigate`, with --commands): espeak-ng's
            phoneme mnemonics, or IPA with --ipa, clauses separated by ` | `. Sounds are printed
            as they are in transcripts. Pronunciations change between espeak-ng versions.

            Example:
              $ speakable phonemes Examples/delete-file.yaml --ipa
              ɐlˈɜːt | dᵻlˈiːt fˈaɪl | ðɪs kˈænɑːt biː ʌndˈʌn
            """
    )

    @OptionGroup var document: DocumentOptions

    @Flag(help: "Print IPA instead of espeak-ng mnemonics.")
    var ipa = false

    @Option(help: "Comma-separated commands to run first, as for navigate.")
    var commands: String?

    func validate() throws {
        if let commands { do { _ = try CommandScript.parse(commands) } catch { throw ValidationError("--commands: \(error)") } }
    }

    func run() async throws {
        let loaded = try document.load()
        let voice = try document.voice(for: loaded)
        let utterances: [Utterance]
        if let commands {
            var reader = ScreenReader(screen: loaded.screen, voice: voice)
            for command in try CommandScript.parse(commands) { reader.perform(command) }
            utterances = reader.log.utterances
        } else {
            utterances = SpeechGenerator(voice: voice).render(loaded.screen)
        }
        var lines: [String] = []
        do {
            let speechVoice = try SpeechVoice(for: voice)
            for utterance in utterances {
                if utterance.kind == .sound { lines.append(utterance.text); continue }
                let clauses = try await Synthesizer.shared.phonemes(utterance.text, voice: speechVoice, alphabet: ipa ? .ipa : .mnemonic)
                lines.append(clauses.joined(separator: " | "))
            }
        } catch let error as SpeechError {
            StandardError.write("speakable: error: \(error)")
            throw ExitCode(ExitStatus.software)
        }
        StandardOutput.write(lines: lines)
    }
}
