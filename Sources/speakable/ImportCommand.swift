import ArgumentParser
import Foundation
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
              $ speakable import login.xml -o login.yaml
              $ speakable render login.yaml
            """
    )

    @Argument(help: "The capture; - reads standard input.") var file: String

    @Option(name: .customLong("input-format"), help: "What the file is. Default: told by its content.")
    var inputFormat: InputFormat = .auto

    @Option(help: "yaml or json.") var format: DocumentFormat = .yaml

    @Option(name: [.customShort("o"), .long], help: "Write to this file instead of standard output; it must not exist yet.")
    var output: String?

    @Flag(help: "Replace the output file if it exists.") var force = false

    enum DocumentFormat: String, CaseIterable, ExpressibleByArgument { case yaml, json }

    func run() throws {
        let document = try DocumentOptions.parse([file, "--input-format", inputFormat.rawValue]).load()
        let text = format == .json ? document.jsonText()
            : document.yamlText(header: "Imported by `speakable import` from \(document.path) (\(document.format.title)).")
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        if FileManager.default.fileExists(atPath: output), !force {
            StandardError.write("speakable: error: \(output) exists; give --force to replace it")
            throw ExitCode(ExitStatus.cannotCreate)
        }
        do {
            // Written beside the target and renamed into place, so a failure leaves what was there.
            let target = URL(fileURLWithPath: output)
            let partial = target.deletingLastPathComponent()
                .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).partial")
            try Data(text.utf8).write(to: partial)
            guard rename(partial.path, target.path) == 0 else {
                try? FileManager.default.removeItem(at: partial)
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            StandardError.write("speakable: error: cannot write \(output)")
            throw ExitCode(ExitStatus.cannotCreate)
        }
    }
}
