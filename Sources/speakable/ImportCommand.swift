import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableDocuments

/// `speakable import`: a capture as an editable screen document.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a capture (AccessibilitySnapshot, idb, Appium, XCUITest) as a screen document.",
        usage: "speakable import <file> [--format yaml|json] [-o <output>] [<options>]",
        discussion: """
            Rendering the written document gives the same transcript as rendering the capture. \
            A secure field's text is written as one bullet per character. A command script \
            beside the capture (screen.commands for screen.xml) becomes the document's commands. \
            --reader says whose stops the document keeps (talkback for an Android capture, \
            voiceover for everything else): an element that reader would not focus is left \
            out, with a warning.

            Example:
              $ speakable import Tests/Captures/idb/idb-issue-543.json -o screen.yaml
              $ speakable render screen.yaml
              Tough button. Button.
              toughButtonLabel. Button. theHint
            """
    )

    @Argument(help: "The capture; - reads standard input.") var file: String

    @Option(name: .customLong("input-format"), help: "What the file is. Default: told by its content.")
    var inputFormat: InputFormat = .auto

    @OptionGroup var reading: ReadingOrderOptions

    @Option(help: "yaml or json.") var format: DocumentFormat = .yaml

    @Option(name: [.customShort("o"), .long], help: "Write to this file instead of standard output (- is standard output); it must not exist yet.")
    var output: String?

    @Flag(help: "Replace the output file if it exists.") var force = false

    @OptionGroup var readerOption: ReaderOption

    enum DocumentFormat: String, CaseIterable, ExpressibleByArgument { case yaml, json }

    /// TB1: the reader's rules build the document's stops. The screen's tree is built as
    /// `reader` sees it, and a control of the screen that makes none of its stops is left out
    /// (TalkBack does not focus an unnamed image that does nothing, TB7, TB18); the others are
    /// written whole. A screen with something presented over it is written as it is: its tree
    /// is the presentation's. Returns how many controls were left out.
    static func keepStops(of reader: Reader, in document: inout ScreenDocument) -> Int {
        guard document.screen.presentations.isEmpty else { return 0 }
        let tree = AccessibilityTree(screen: document.screen, rules: reader.rules)
        var kept = Set<Int>()
        for stop in tree.focusStops {
            switch stop.target {
            case .control(let path), .stepperButton(let path, _), .seriesItem(let path, _): if let first = path.first { kept.insert(first) }
            default: continue
            }
        }
        let before = document.screen.elements.count
        document.screen.elements = document.screen.elements.indices.filter(kept.contains).map { document.screen.elements[$0] }
        return before - document.screen.elements.count
    }

    func run() throws {
        var document = try DocumentOptions.parse([file, "--input-format", inputFormat.rawValue] + reading.arguments).load()
        let reader = try readerOption.reader(for: document)
        let left = Self.keepStops(of: reader, in: &document)
        // The document keeps the stops of the reader it was imported for, so it says so (TB1):
        // an Android capture imported for TalkBack stays TalkBack's when rendered.
        if reader != .voiceOver { document.reader = reader }
        if left > 0 {
            StandardError.write("\(document.path): warning: \(left) \(left == 1 ? "element" : "elements") \(reader.displayName) does not focus \(left == 1 ? "was" : "were") left out (--reader)")
        }
        let text = format == .json ? document.jsonText()
            : document.yamlText(header: "Imported by `speakable import` from \(document.path) (\(document.format.title)), with \(reader.displayName)'s stops.")
        guard let output, output != "-" else {
            StandardStream.output(text)
            return
        }
        do {
            // Made exclusively beside the target and renamed into place (``OutputFile``): a
            // failure leaves what was there, and no link or device is written through.
            let file = OutputFile(path: output)
            try file.check(notAnyOf: [self.file])
            try file.write(Data(text.utf8), replacing: force)
        } catch {
            throw CommandFailure(.cannotCreate, "\(error)").reported()
        }
    }
}
