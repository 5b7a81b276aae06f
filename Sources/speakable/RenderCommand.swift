import ArgumentParser
import Foundation
import Speakable
import SpeakableDocuments

/// `speakable render`: everything the screen reader would say on a screen, in reading order.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print what VoiceOver says for each focus stop of a screen document.",
        usage: "speakable render <file> [--format <format>] [<options>]",
        discussion: """
            Prints the announcement of what is presented (if anything), then every focus stop of \
            the frontmost context, one line each: the description, then the hint.

            Example:
              $ speakable render Examples/delete-file.yaml
              Alert. Delete File? This cannot be undone.
              Delete File?
              This cannot be undone.
              Cancel. Button.
              Delete. Button.
            """
    )

    @OptionGroup var document: DocumentOptions

    @Option(help: "text: one line per utterance; json: an array of utterance objects.")
    var format: OutputFormat = .text

    @Flag(help: "Compare each stop with the capture's own description (AccessibilitySnapshot's); exit 1 if any differ.")
    var compare = false

    func run() throws {
        let loaded = try document.load()
        if compare {
            let differences = try CaptureComparison(document: loaded, voice: document.voice(for: loaded)).report()
            StandardOutput.write(lines: differences.lines)
            if differences.failed { throw ExitCode(1) }
            return
        }
        // JSON gives each stop of a capture its line (R4): the quick way through a JSON capture
        // knows none, so such a capture is read again the locating way.
        var screen = loaded.screen
        if format == .json, [.idb, .accessibilitySnapshot].contains(loaded.format), document.file != "-" {
            screen = try ScreenDocument(locatingCaptureAt: document.file, format: loaded.format, reading: document.reading.value).screen
        }
        let utterances = SpeechGenerator(voice: try document.voice(for: loaded), verbosity: document.verbosity(for: loaded)).render(screen)
        switch format {
        case .text:
            StandardOutput.write(lines: utterances.map(\.text))
        case .json:
            try StandardOutput.write(jsonArray: utterances)
        }
    }
}
