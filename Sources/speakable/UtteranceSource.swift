import ArgumentParser
import Speakable
import SpeakableDocuments

/// Which utterances `speak` and `phonemes` work on: those `render` prints, or with `--commands`
/// those `navigate` prints.
struct UtteranceSource: ParsableArguments {
    @Option(help: "Comma-separated commands to run first, as for navigate.")
    var commands: String?

    func validate() throws {
        if let commands { do { _ = try CommandScript.parse(commands) } catch { throw ValidationError("--commands: \(error)") } }
    }

    /// The utterances, in order.
    func utterances(of document: ScreenDocument, voice: Voice, verbosity: Verbosity) throws -> [Utterance] {
        guard let commands else { return SpeechGenerator(voice: voice, verbosity: verbosity).render(document.screen) }
        var reader = ScreenReader(screen: document.screen, voice: voice, verbosity: verbosity)
        for command in try CommandScript.parse(commands) { reader.perform(command) }
        return reader.log.utterances
    }
}
