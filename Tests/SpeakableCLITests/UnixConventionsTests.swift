import Foundation
import Testing
import TestTemporaryFiles

/// Issue 14: a binary that runs anywhere and behaves like a good Unix tool.
@Suite("CLI: Unix conventions")
struct UnixConventionsTests {
    @Test("The binary copied to another folder runs, reading a document from standard input")
    func copiedBinary() throws {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("speakable")
        try FileManager.default.copyItem(at: Speakable.executable, to: copy)
        let document = try String(contentsOf: Speakable.packageRoot.appendingPathComponent("Examples/delete-file.yaml"), encoding: .utf8)
        let result = try Speakable.run(["render", "-"], stdin: document, executable: copy, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines.first == "Alert. Delete File? This cannot be undone.")
        #expect(try Speakable.run(["render", "-", "--locale", "ru"], stdin: document, executable: copy, in: folder).stdout
            .hasPrefix("Предупреждение."))
    }

    @Test("- reads a document from standard input on every command that takes a file")
    func standardInput() throws {
        let document = "elements: [button: Save]\ncommands: [next]\n"
        #expect(try Speakable.run("render", "-", stdin: document).stdout == "Save. Button.\n")
        #expect(try Speakable.run("navigate", "-", stdin: document).stdout == "Save. Button.\n> next\n[sound: boundary]\n")
        #expect(try Speakable.run("phonemes", "-", stdin: document).stdout.split(separator: "\n").count == 1)
        let bad = try Speakable.run("render", "-", stdin: "elements: [buton: Save]")
        #expect(bad.status == 65 && bad.stderr.hasPrefix("<stdin>:1:12: error:"))
    }

    @Test("--version prints the version")
    func version() throws {
        let result = try Speakable.run("--version")
        #expect(result.status == 0 && result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test("voices lists each locale with its espeak-ng voice; --all lists espeak-ng's")
    func voices() throws {
        let result = try Speakable.run("voices")
        #expect(result.stdoutLines.count == 3 && result.stdoutLines[1].hasPrefix("ru") && result.stdoutLines[1].hasSuffix("ru+speakable"))
        #expect(try Speakable.run("voices", "--all").stdout.contains("variants:"))
    }

    @Test("--wav - writes the WAV to standard output")
    func wavToStandardOutput() throws {
        let process = Process()
        process.executableURL = Speakable.executable
        process.arguments = ["say", "Done.", "--wav", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && data.starts(with: Array("RIFF".utf8)) && data.count > 10_000)
    }

    @Test("An unknown voice or variant is a usage error; an unwritable WAV exits 73 naming the user's path")
    func speechErrors() throws {
        #expect(try Speakable.run("say", "hi", "--voice", "nosuchvoice", "--wav", "/tmp/unused.wav").status == 64)
        #expect(try Speakable.run("say", "hi", "--voice", "en-us+nosuchvariant", "--wav", "/tmp/unused.wav").status == 64)
        let unwritable = try Speakable.run("say", "hi", "--wav", "/nonexistent-folder/out.wav")
        #expect(unwritable.status == 73)
        #expect(unwritable.stderr == "speakable: error: cannot write /nonexistent-folder/out.wav: No such file or directory\n")
    }

    @Test("SPEAKABLE_RECORD with an unknown mode is an error, not ignored")
    func unknownRecordMode() throws {
        let result = try Speakable.run(["test", "Examples"], environment: ["SPEAKABLE_RECORD": "al"])
        #expect(result.status == 64 && result.stderr.contains("unknown record mode 'al'"))
    }

    @Test("Help wraps at 80 columns, with no doubled default, and the root help claims no document for every command")
    func help() throws {
        let commands = ["", "render", "navigate", "speak", "say", "phonemes", "test", "audit", "report", "alert", "stepper", "input", "prompt", "voices"]
        for command in commands {
            let result = try Speakable.run(command.isEmpty ? ["--help"] : [command, "--help"], environment: ["COLUMNS": "80"])
            for line in result.stdoutLines {
                #expect(line.count <= 80, "\(command): \(line)")
                #expect(line.range(of: #"\(default:? [^)]*\)\.? \(default"#, options: .regularExpression) == nil, "\(command): \(line)")
            }
        }
        #expect(!(try Speakable.run("--help").stdout.contains("Every command reads")))
    }
}
