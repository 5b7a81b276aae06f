import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableDocuments

/// The document and locale every command takes.
struct DocumentOptions: ParsableArguments {
    @Argument(help: "The screen document (YAML or JSON) or a capture (AccessibilitySnapshot or idb JSON, Appium XML, XCUITest dump); - reads standard input.")
    var file: String

    @Option(name: .customLong("input-format"), help: "What the file is. Default: told by its content.")
    var inputFormat: InputFormat = .auto

    @Option(help: "The locale to speak: en, ru or zh-Hans. Default: the document's own.")
    var locale: SpeechLocale?

    @OptionGroup var verbosityOptions: VerbosityOptions

    @OptionGroup var reading: ReadingOrderOptions

    /// The document's verbosity with the command line's flags applied.
    func verbosity(for document: ScreenDocument) -> Verbosity { verbosityOptions.applied(to: document.verbosity) }

    /// The document, with its lint printed to standard error. A bad document prints its one
    /// error and exits 65 (66 when the file cannot be read).
    /// `locating` says which elements keep their lines (a JSON capture's, for `render --format
    /// json`): the file is read once, the way its command needs it.
    func load(locating: CaptureReading.Locating = .none) throws -> ScreenDocument {
        do {
            var options = reading.value
            options.format = inputFormat.format
            options.locating = locating
            let document = file == "-" ? try ScreenDocument(source: DocumentSource(readingDescriptor: 0, path: "<stdin>"), reading: options)
                : try ScreenDocument(contentsOfFile: file, reading: options)
            for warning in document.warnings { StandardError.write(warning.description) }
            return document
        } catch let error as DocumentError {
            throw CommandFailure(error).reported()
        }
    }

    /// The voice of `--locale`, or of the document.
    func voice(for document: ScreenDocument) throws -> Voice {
        do {
            return try Voice.builtIn(locale ?? document.locale)
        } catch {
            throw CommandFailure(.software, "\(error)").reported()
        }
    }
}

extension SpeechLocale: ExpressibleByArgument {}

/// `--order` and `--layout`: how a capture's stops are put in reading order (phrasing R3).
struct ReadingOrderOptions: ParsableArguments {
    @Option(help: "A capture's reading order: frames (VoiceOver's: top to bottom, rows in the layout's direction) or capture (the capture's own order).")
    var order: CaptureReading.Order = .frames

    @Option(help: "Which way a row of a capture is read: ltr or rtl.")
    var layout: CaptureReading.Layout = .ltr

    @Option(help: ArgumentHelp("An Android capture's screen density in dpi (420 for 2.625 px per dp). Default: inferred from the screen's size.", valueName: "dpi"))
    var density: Double?

    var value: CaptureReading { CaptureReading(order: order, layout: layout, densityDPI: density) }

    func validate() throws {
        if let density, !(density.isFinite && density > 0 && density <= 4000) {
            throw ValidationError("--density takes the screen's dots per inch, a number above 0 (160, 320, 420)")
        }
    }

    /// The options again as arguments, for a command that parses document options of its own.
    var arguments: [String] { ["--order", order.rawValue, "--layout", layout.rawValue] + (density.map { ["--density", String($0)] } ?? []) }
}

extension CaptureReading.Order: ExpressibleByArgument {}
extension CaptureReading.Layout: ExpressibleByArgument {}

/// `--input-format`: a capture format, a screen document, or `auto` (told by content).
enum InputFormat: String, CaseIterable, ExpressibleByArgument {
    case auto, document, idb, appium, xcuitest, uiautomator
    case accessibilitySnapshot = "accessibility-snapshot"

    var format: CaptureFormat? { CaptureFormat(rawValue: rawValue) }
}

/// Lines for people, on standard error.
enum StandardError {
    /// Control characters (from a document, a typed text, a golden) are shown as escapes.
    static func write(_ line: String) {
        StandardStream.error(VisibleText.escaped(line) + "\n")
    }
}

/// The program's output, written at once.
enum StandardOutput {
    /// JSON, its terminal-moving characters escaped as JSON (not as text, which would break it).
    static func write(json: String) {
        StandardStream.output(VisibleText.jsonEscaped(json) + "\n")
    }

    /// A JSON array, pretty-printed with sorted keys as one `JSONEncoder` call would print it,
    /// but made and written 512 items at a time: encoding a screen of 100,000 stops at once
    /// held every item's tree in memory together (340 MB for an 8 MiB capture).
    static func write<Item: Encodable>(jsonArray items: [Item]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard items.count > 512 else { return write(json: String(decoding: try encoder.encode(items), as: UTF8.self)) }
        StandardStream.output("[\n")
        for start in stride(from: 0, to: items.count, by: 512) {
            // A batch prints as `[\n  item,\n  item\n]`: its items, already indented, are kept.
            let batch = VisibleText.jsonEscaped(String(decoding: try encoder.encode(Array(items[start..<min(start + 512, items.count)])), as: UTF8.self))
            let inner = batch.dropFirst(2).dropLast(2)
            StandardStream.output(inner + (start + 512 < items.count ? ",\n" : "\n]\n"))
        }
    }

    /// Every line `render` prints for a spoken screen (``SpokenScreen/lines``), each escaped,
    /// gathered by ``RenderedLines``.
    static func write(linesOf spoken: SpokenScreen) {
        var lines = RenderedLines()
        if let announcement = spoken.announcement { lines.add(announcement) }
        for index in spoken.stops.indices { lines.add(spoken.stops[index].utterance) }
        lines.finish()
    }

    /// Lines, each escaped, written 64 KB at a time as they are made: the 125,000 lines of a large
    /// screen are never all held at once, as one array and then one text.
    static func write<Lines: Sequence<String>>(lines: Lines) {
        var chunk = ""
        chunk.reserveCapacity(1 << 16)
        for line in lines {
            chunk += VisibleText.escaped(line)
            chunk += "\n"
            if chunk.utf8.count >= 1 << 16 {
                StandardStream.output(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { StandardStream.output(chunk) }
    }
}
