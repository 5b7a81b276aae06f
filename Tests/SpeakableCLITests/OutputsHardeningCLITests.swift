import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestTemporaryFiles

/// Issue 31's findings about outputs, files and processes, with the CLI run as a process: spans
/// that crashed every command (S6), page names (S8), names that broke SARIF, text and JUnit
/// (S11), writes that replaced an input or went through a link (S13), and a killed run's
/// children and files (S15).
@Suite("CLI: outputs, files and processes (issue 31)", .serialized)
struct OutputsHardeningCLITests {
    /// A fresh folder under the tests' temporary root.
    private func folder(_ prefix: String = "speakable-outputs") throws -> String {
        try TemporaryRoot.folder(prefix).path
    }

    /// `speakable` under a CPU-time limit (`ulimit -t`): a bound the machine's load cannot break.
    private func runLimited(_ seconds: Int, _ arguments: [String], in directory: URL = Speakable.packageRoot) throws -> CommandResult {
        try Speakable.run(CPUTime.limited(seconds, Speakable.executable.path, arguments), executable: URL(fileURLWithPath: "/bin/sh"), in: directory)
    }

    // MARK: S6

    @Test("S6. A table cell spanning Int.max columns or rows is one located error from every command, within a CPU bound, exit 65")
    func testS6_hugeSpanIsALocatedErrorInEveryCommand() throws {
        let suite = try folder()
        let bad = suite + "/spans.yaml"
        try Data("elements:\n  - dataTable:\n      rows: [[{label: A, columns: 9223372036854775807}], [{label: B, rows: 100000000}]]\n".utf8)
            .write(to: URL(fileURLWithPath: bad))
        try Data("elements: [button: OK]\n".utf8).write(to: URL(fileURLWithPath: suite + "/fine.yaml"))
        let located = "spans.yaml:3:35: error: elements[0].dataTable.rows[0][0].columns: this cell spans 9223372036854775807 columns; a table of 2 rows may be at most 500000 columns wide"
        for arguments in [["render", bad], ["render", bad, "--format", "json"], ["navigate", bad, "--commands", "next"], ["phonemes", bad],
                          ["import", bad], ["check", bad]] {
            let result = try runLimited(20, arguments)
            #expect(result.status == 65 && result.stderr.contains(located), "\(arguments): \(result.status) \(result.stderr)")
        }
        // One such file does not end a run over many: the others are audited, reported, tested.
        let audit = try runLimited(30, ["audit", suite])
        #expect(audit.status == 65 && audit.stderr.contains(located), "\(audit.stderr)")
        #expect(audit.stdout.hasPrefix("1 screen,"), "\(audit.stdout)")
        let output = try folder()
        let report = try runLimited(60, ["report", suite, "--audio", "none", "-o", output])
        #expect(report.status == 65 && report.stderr.contains(located), "\(report.stderr)")
        #expect(FileManager.default.fileExists(atPath: output + "/screens/fine.html"))
        let test = try runLimited(60, ["test", suite, "--record", "missing"])
        #expect((1..<128).contains(test.status) && test.stdout.contains(located) && test.stdout.contains("fine.speech.txt"), "\(test.status) \(test.stdout)")
    }

    // MARK: S8

    @Test("S8. report names a non-ASCII screen's page after it, and the index links it as a relative reference")
    func testS8_reportPageKeepsNonASCIIName() throws {
        let suite = try folder()
        try Data("elements: [button: OK]\n".utf8).write(to: URL(fileURLWithPath: suite + "/Настройки.yaml"))
        let output = try folder()
        let result = try Speakable.run(["report", suite, "--audio", "none", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output + "/screens/Настройки.html"))
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("href=\"screens/%D0%9D%D0%B0%D1%81%D1%82%D1%80%D0%BE%D0%B9%D0%BA%D0%B8.html\""), "\(index)")
    }

    // MARK: S11

    /// A document with one finding (an unlabelled button) at a file named `name` in `folder`.
    private func documentWithFinding(named name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try Data("elements:\n  - button: {label: \"\", frame: [0, 0, 44, 44]}\n".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The SARIF log's `runs[0]`.
    private func sarifRun(_ output: String) throws -> [String: Any] {
        let log = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return try #require((log?["runs"] as? [[String: Any]])?.first)
    }

    private func uris(_ run: [String: Any]) -> [String] {
        ((run["results"] as? [[String: Any]]) ?? []).compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
    }

    @Test("S11. A ':' in a file name never makes a SARIF URI with a scheme: URIs are percent-encoded relative references from --sarif-root")
    func testS11_sarifURIsAreRelativeReferences() throws {
        let root = try folder()
        try FileManager.default.createDirectory(atPath: root + "/ui", withIntermediateDirectories: true)
        let file = try documentWithFinding(named: "javascript:alert(1) #1?.yaml", in: root + "/ui")
        let result = try Speakable.run(["audit", file, "--format", "sarif", "--sarif-root", root])
        let run = try sarifRun(result.stdout)
        let found = uris(run)
        #expect(!found.isEmpty && found.allSatisfy { $0 == "ui/javascript%3Aalert(1)%20%231%3F.yaml" }, "\(found)")
        for uri in found {
            #expect(URL(string: uri)?.scheme == nil && URLComponents(string: uri)?.path == "ui/javascript:alert(1) #1?.yaml")
        }
        let base = (run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
        #expect(base?["uri"] as? String == "file://" + root + "/", "\(String(describing: base))")
        let location = ((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first
        #expect(((location?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "SRCROOT")
    }

    @Test("S11 (issue 35). SARIF URIs are relative to the git work tree's top by default, else to the current folder")
    func testS11_sarifRootDefaultsToTheWorkTree() throws {
        let repository = try folder()
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repository + "/app/screens", withIntermediateDirectories: true)
        _ = try documentWithFinding(named: "login.yaml", in: repository + "/app/screens")
        let inside = try Speakable.run(["audit", "screens/login.yaml", "--format", "sarif"], in: URL(fileURLWithPath: repository + "/app"))
        #expect(uris(try sarifRun(inside.stdout)).first == "app/screens/login.yaml", "\(inside.stdout.prefix(300))")
        // Outside any work tree: the current folder.
        let plain = try folder()
        try FileManager.default.createDirectory(atPath: plain + "/screens", withIntermediateDirectories: true)
        _ = try documentWithFinding(named: "login.yaml", in: plain + "/screens")
        let outside = try Speakable.run(["audit", "screens/login.yaml", "--format", "sarif"], in: URL(fileURLWithPath: plain))
        let run = try sarifRun(outside.stdout)
        if SARIFTestSupport.isInsideWorkTree(plain) {
            #expect(uris(run).first?.hasSuffix("screens/login.yaml") == true)
        } else {
            #expect(uris(run).first == "screens/login.yaml")
            #expect(((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])?["uri"] as? String == "file://" + plain + "/")
        }
    }

    @Test("S11. A line feed in a file name is written escaped: one line per finding in text, the name intact in JUnit")
    func testS11_newlineInANameIsWrittenEscaped() throws {
        let suite = try folder()
        let file = try documentWithFinding(named: "a\nb.yaml", in: suite)
        let text = try Speakable.run(["audit", file, "--fail-on", "note"])
        #expect(text.status == 1)
        #expect(!text.stdoutLines.contains { $0.hasPrefix("b.yaml") }, "\(text.stdout)")
        #expect(text.stdoutLines.contains { $0.hasPrefix(suite + "/a\\nb.yaml:2:5: ") }, "\(text.stdout)")
        let junit = try Speakable.run(["audit", file, "--format", "junit", "--fail-on", "note"])
        final class Names: NSObject, XMLParserDelegate {
            var names: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if name == "testcase", let value = attributes["name"] { names.append(value) }
            }
        }
        let parser = XMLParser(data: Data(junit.stdout.utf8))
        let names = Names()
        parser.delegate = names
        #expect(parser.parse())
        #expect(names.names == [suite + "/a\\nb.yaml"], "\(names.names)")
        // An error naming the file is one line too.
        try Data("elements: [buton: x]\n".utf8).write(to: URL(fileURLWithPath: suite + "/c\nd.yaml"))
        let error = try Speakable.run(["render", suite + "/c\nd.yaml"])
        #expect(error.status == 65 && error.stderrLines.count == 1 && error.stderr.hasPrefix(suite + "/c\\nd.yaml:1:"), "\(error.stderr)")
    }

    @Test("S11. A file whose name is not UTF-8 is skipped with a warning naming its bytes; the rest of the run goes on (no exit 66)")
    func testS11_nonUTF8NameDoesNotEndTheRun() throws {
        let suite = try folder()
        try Data("elements: [heading: Settings, button: OK]\n".utf8).write(to: URL(fileURLWithPath: suite + "/fine.yaml"))
        // "caf\xE9.yaml": Latin-1, not UTF-8.
        var bytes = Array((suite + "/caf").utf8) + [0xE9] + Array(".yaml".utf8) + [0]
        let descriptor = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = "elements: [button: X]\n".withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        for arguments in [["audit", suite], ["test", suite, "--record", "missing"], ["check", suite]] {
            let result = try Speakable.run(arguments)
            #expect(result.status != 66 && result.status < 128, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("speakable: warning: \(suite)/caf\\xE9.yaml: skipped, its name is not UTF-8"), "\(arguments): \(result.stderr)")
        }
    }

    @Test("A folder's entries are read by their names whole, from 6 bytes to 205, each found once")
    func testDirectoryWalk_readsEveryNameWhole() throws {
        let suite = try folder()
        // readdir's records are as long as their names, and a name is read where it lies, up to
        // its zero, never past its record. (Not to 255 bytes: a golden is written through a
        // temporary file whose longer name must fit too.)
        let names = stride(from: 1, through: 200, by: 7).map { String(repeating: "n", count: $0) + ".yaml" } + [String(repeating: "L", count: 200) + ".yaml"]
        for name in names {
            try Data("elements: [button: OK]\n".utf8).write(to: URL(fileURLWithPath: suite + "/" + name))
        }
        #expect(try Speakable.run(["test", suite, "--record", "missing"]).status == 1)
        let result = try Speakable.run(["test", suite, "--record", "never"])
        #expect(result.status == 0 && result.stdout.hasSuffix("\(names.count) passed, 0 failed\n"), "\(result.stdout) \(result.stderr)")
        for name in names {
            #expect(FileManager.default.fileExists(atPath: suite + "/" + name.dropLast(".yaml".count) + ".speech.txt"), "\(name.count)")
        }
    }

    // MARK: S13

    @Test("S13. audit --write-baseline onto an audited document is refused, and the document is as it was")
    func testS13_baselineOntoAnAuditedDocumentIsRefused() throws {
        let suite = try folder()
        let document = try documentWithFinding(named: "login.yaml", in: suite)
        let before = try Data(contentsOf: URL(fileURLWithPath: document))
        for arguments in [["audit", document, "--write-baseline", document], ["audit", suite, "--write-baseline", suite + "/./login.yaml"]] {
            let result = try Speakable.run(arguments)
            #expect(result.status == 73 && result.stderr.contains("is also an input"), "\(arguments): \(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: document)) == before)
        }
        // A baseline elsewhere is written, and updating the baseline read is allowed.
        let baseline = suite + "/baseline.json"
        #expect(try Speakable.run(["audit", document, "--write-baseline", baseline]).status == 0)
        #expect(try Speakable.run(["audit", document, "--baseline", baseline, "--write-baseline", baseline]).status == 0)
    }

    @Test("S13. report -o LINK/ (with the slash tab completion adds) is refused as -o LINK is; the folder linked to stays empty")
    func testS13_reportThroughALinkWithASlashIsRefused() throws {
        let base = try folder()
        try FileManager.default.createDirectory(atPath: base + "/target", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: base + "/target")
        for output in [base + "/link", base + "/link/", base + "/link//"] {
            let result = try Speakable.run(["report", "Examples/login.yaml", "--audio", "none", "-o", output])
            #expect(result.status == 73 && result.stderr.contains("is not a folder (a link is not followed)"), "\(output): \(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: base + "/target").isEmpty)
        }
    }

    // MARK: S15

    /// The processes whose parent is `parent`, with their command lines.
    private func children(of parent: pid_t) -> [(pid: pid_t, command: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (pid_t, String)? in
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            guard fields.count > 1, fields[0] != "Z", pid_t(fields[1]) == parent else { return nil }
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline"))).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return (pid, command.replacingOccurrences(of: "\u{0}", with: " "))
        }
    }

    /// Whether a process is still running (not gone, not a zombie).
    private func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
    }

    /// Polls `condition` every 20 ms, up to `tries` times: a wait for something to happen, not
    /// a bound on how fast (the test fails only if it never happens).
    private func eventually(tries: Int = 3_000, _ condition: () -> Bool) -> Bool {
        for _ in 0..<tries {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// `speakable` started as a process in `directory`, with `TMPDIR` of its own.
    private func start(_ arguments: [String], temporary: String) throws -> Process {
        let process = Process()
        process.executableURL = Speakable.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
        process.currentDirectoryURL = Speakable.packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A suite of `count` small documents.
    private func suite(_ count: Int) throws -> String {
        let suite = try folder("speakable-killed")
        for index in 0..<count {
            try Data("elements:\n  - heading: Screen \(index)\n  - button: Continue to the next step \(index)\n  - textField: {label: Name, text: Ann}\n".utf8)
                .write(to: URL(fileURLWithPath: suite + "/screen-\(index).yaml"))
        }
        return suite
    }

    @Test("S15. test --report ended by SIGTERM or SIGINT: its report child and that child's workers end too, and the results file is removed",
          arguments: [SIGTERM, SIGINT])
    func testS15_killedTestReportLeavesNoOrphans(signal: Int32) throws {
        let suite = try suite(60)
        let temporary = try folder("speakable-tmpdir")
        let output = try folder("speakable-killed-report")
        let test = try start(["test", suite, "--record", "missing", "--report", output, "--jobs", "2"], temporary: temporary)
        var report: pid_t = 0
        #expect(eventually { report = children(of: test.processIdentifier).first { $0.command.contains(" report ") }?.pid ?? 0; return report != 0 })
        var workers: [pid_t] = []
        // Its workers, once it has started them (when the report is still running then).
        _ = eventually(tries: 500) { workers = children(of: report).map(\.pid); return workers.count == 2 || !isRunning(report) }
        kill(test.processIdentifier, signal)
        test.waitUntilExit()
        #expect(test.terminationReason == .uncaughtSignal && test.terminationStatus == signal)
        // Gone already when the test has ended: it waits for its child, and the child for its
        // workers, before the signal ends them (an order, not a wait: an orphan ran on 25 s).
        for pid in [report] + workers {
            #expect(!isRunning(pid), "process \(pid) outlived the killed test")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary)
        #expect(!left.contains { $0.hasPrefix("speakable-golden-results") }, "\(left)")
        let hidden = ((try? FileManager.default.contentsOfDirectory(atPath: output + "/screens")) ?? []).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "\(hidden)")
    }

    @Test("S15. speak --wav-dir ended by SIGINT or SIGTERM leaves no hidden partial WAV, with workers or alone",
          arguments: [(SIGINT, 2), (SIGTERM, 2), (SIGTERM, 1)])
    func testS15_killedWAVFolderLeavesNoPartialFiles(signal: Int32, jobs: Int) throws {
        let suite = try suite(40)
        let temporary = try folder("speakable-tmpdir")
        let wavs = try folder("speakable-killed-wavs")
        let speak = try start(["speak", suite, "--wav-dir", wavs, "--jobs", String(jobs)], temporary: temporary)
        // Once a WAV is being written (a hidden temporary beside its target), the signal.
        #expect(eventually { ((try? FileManager.default.contentsOfDirectory(atPath: wavs)) ?? []).contains { $0.hasPrefix(".") } || !speak.isRunning })
        kill(speak.processIdentifier, signal)
        speak.waitUntilExit()
        let hidden = try FileManager.default.contentsOfDirectory(atPath: wavs).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "\(hidden)")
        #expect(children(of: speak.processIdentifier).isEmpty)
    }
}

/// Whether a folder is inside a git work tree (the temporary root may be, on some machines).
enum SARIFTestSupport {
    static func isInsideWorkTree(_ path: String) -> Bool {
        var folder = path
        while !folder.isEmpty, folder != "/" {
            if FileManager.default.fileExists(atPath: folder + "/.git") { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }
}
