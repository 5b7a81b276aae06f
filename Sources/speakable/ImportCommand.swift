import ArgumentParser
import Foundation
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
            beside the capture (screen.commands for screen.xml) becomes the document's commands.

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

    enum DocumentFormat: String, CaseIterable, ExpressibleByArgument { case yaml, json }

    func run() throws {
        let document = try DocumentOptions.parse([file, "--input-format", inputFormat.rawValue] + reading.arguments).load()
        let text = format == .json ? document.jsonText()
            : document.yamlText(header: "Imported by `speakable import` from \(document.path) (\(document.format.title)).")
        guard let output, output != "-" else {
            FileHandle.standardOutput.write(Data(text.utf8))
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
