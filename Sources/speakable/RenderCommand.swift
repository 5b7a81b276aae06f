import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableDocuments
import SpeakableReport

/// `speakable render`: everything the screen reader would say on a screen, in reading order.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print what VoiceOver says for each focus stop of a screen document.",
        usage: "speakable render <file> [--format <format>] [<options>]",
        discussion: """
            Prints the announcement of what is presented (if anything), then every focus stop of \
            the frontmost context, one line each: the description, then the hint. --format svg \
            draws a capture's screenshot (NAME.png or NAME.jpg beside it, or --screenshot FILE) \
            under its frames, embedded.

            Example:
              $ speakable render Examples/delete-file.yaml
              Alert. Delete File? This cannot be undone.
              Delete File?
              This cannot be undone.
              Cancel. Button.
              Delete. Button.
              $ speakable render Examples/mail-containers.yaml --format svg > mail.svg
              $ speakable render Examples/inbox.yaml --format json --durations > inbox.json
            """
    )

    @OptionGroup var document: DocumentOptions

    @OptionGroup var readerOption: ReaderOption

    @Option(help: "text: one line per utterance; json: an array of utterance objects; svg: the focus-order picture (numbered frames and the legend).")
    var format: RenderFormat = .text

    @Flag(help: "With --format json: synthesize each utterance and add its seconds, and each stop's swipes and seconds from the first stop.")
    var durations = false

    @Option(help: ArgumentHelp("With --format svg: a PNG or JPEG screenshot to draw under the frames. Default: one beside a capture with its name (login.png for login.xml).", valueName: "image"))
    var screenshot: String?

    @Flag(help: "Compare each stop with the capture's own description (AccessibilitySnapshot's); exit 1 if any differ.")
    var compare = false

    func validate() throws {
        if durations, format != .json { throw ValidationError("--durations goes with --format json") }
        if screenshot != nil, format != .svg { throw ValidationError("--screenshot is drawn under the picture: it goes with --format svg") }
        if compare, format == .svg { throw ValidationError("--compare prints differences as text; it cannot be drawn (--format svg)") }
        if readerOption.reader == .both, format == .svg || compare || durations {
            throw ValidationError("--reader both prints each stop as VoiceOver and as TalkBack say it: it goes with --format text or json")
        }
    }

    func run() async throws {
        // JSON gives each stop of a capture its line (R4), and --compare names the line of each
        // difference: the quick way through a JSON capture knows none, so such a capture is read
        // the locating way, once.
        let loaded = try document.load(locating: format == .json || compare ? .captures : .none)
        if compare {
            let differences = try CaptureComparison(document: loaded, voice: document.voice(for: loaded)).report()
            StandardOutput.write(lines: differences.lines)
            if differences.failed { throw ExitCode(1) }
            return
        }
        let screen = loaded.screen
        KeptUntilExit.keep(loaded)
        let voice = try document.voice(for: loaded), verbosity = document.verbosity(for: loaded)
        let readers = readerOption.readers(for: loaded)
        if readers.count > 1 {
            let spoken = readers.map { SpokenScreen(screen: screen, voice: voice, verbosity: verbosity, reader: $0) }
            // As for one reader: the trees and utterances live until the process ends, and
            // freeing them node by node on the way out was a cost only `both` paid.
            KeptUntilExit.keep(spoken)
            if format == .json {
                StandardOutput.write(json: try SideBySide.json(spoken, density: loaded.androidDensity))
            } else {
                SideBySide.write(spoken)
            }
            return
        }
        // Spoken once: the text, the JSON, the durations and the picture are views of it.
        let spoken = SpokenScreen(screen: screen, voice: voice, verbosity: verbosity, reader: readers[0])
        KeptUntilExit.keep(spoken)
        switch format {
        case .text:
            StandardOutput.write(linesOf: spoken)
        case .json where durations:
            let speech = try await ScreenSpeech.synthesize(spoken, about: document.file)
            try StandardOutput.write(jsonArray: TimedUtterance.list(speech).map { RenderedUtterance(base: $0, reader: spoken.reader) })
        case .json:
            try StandardOutput.write(jsonArray: spoken.utterances.map {
                RenderedUtterance(base: $0, reader: spoken.reader, density: loaded.androidDensity)
            })
        case .svg:
            var legend = ScreenLegend(spoken: spoken, size: loaded.size)
            try ScreenshotLookup.apply(to: &legend, document: loaded, path: document.file, named: screenshot)
            let name = document.file == "-" ? "<stdin>" : PathText.deletingExtension(PathText.lastComponent(document.file))
            StandardStream.output(ScreenPicture(legend: legend, title: name).svg)
        }
    }
}

/// What `render` prints: the utterances as text or JSON, or the focus-order picture.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    /// One line per utterance (phrasing spec §12).
    case text
    /// A JSON array.
    case json
    /// The focus-order picture (report spec §1).
    case svg
}
