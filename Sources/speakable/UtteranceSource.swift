import ArgumentParser
import Speakable
import SpeakableDocuments

/// Which utterances `speak` and `phonemes` work on: those `render` prints, or with `--commands`
/// those `navigate` prints.
struct UtteranceSource: ParsableArguments {
    @Option(help: "Comma-separated commands to run first, as for navigate.")
    var commands: String?

    @OptionGroup var readerOption: ReaderOption

    func validate() throws {
        if let commands { do { _ = try CommandScript.parse(commands) } catch { throw ValidationError("--commands: \(error)") } }
    }

    /// The utterances, in order, as the reader `--reader` names (TB1) says them.
    func utterances(of document: ScreenDocument, voice: Voice, verbosity: Verbosity) throws -> [Utterance] {
        let screenReader = try readerOption.reader(for: document)
        guard let commands else { return SpeechGenerator(voice: voice, verbosity: verbosity, reader: screenReader).render(document.screen) }
        var reader = ScreenReader(screen: document.screen, voice: voice, verbosity: verbosity, reader: screenReader)
        for command in try CommandScript.parse(commands) { reader.perform(command) }
        return reader.log.utterances
    }
}
