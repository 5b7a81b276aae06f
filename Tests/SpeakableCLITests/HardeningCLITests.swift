import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestTemporaryFiles

/// Issue 20: what a red team did to the command line, each kept as a test named after the
/// finding: files that were written through links or over devices, workers that were not
/// their parent's, output that did not parse.
@Suite("CLI: hardening (issue 20)")
struct HardeningCLITests {
    /// A fresh folder for one test, removed at the end.
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-harden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private static let capture = #"<AppiumAUT><XCUIElementTypeButton label="Save" accessible="true" x="0" y="0" width="10" height="10"/></AppiumAUT>"#

    @Test("4a. Files: import -o never writes through a link planted where it writes, and refuses a link or device as the target")
    func importRefusesLinksAndDevices() throws {
        try withFolder { folder in
            let input = folder.appendingPathComponent("in.xml").path
            try Data(Self.capture.utf8).write(to: URL(fileURLWithPath: input))
            let victim = folder.appendingPathComponent("victim").path
            try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
            // A link at the target, and links at every name the old code would have used.
            let target = folder.appendingPathComponent("out.yaml").path
            try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: victim)
            for name in [".out.yaml.partial", ".out.yaml.1.partial"] {
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: victim)
            }
            let linked = try Speakable.run(["import", input, "-o", target, "--force"])
            #expect(linked.status == 73 && linked.stderr.contains("is a symbolic link"), "\(linked.stderr)")
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
            // A device: refused, even with --force, and left as it is.
            let device = try Speakable.run(["import", input, "-o", "/dev/null", "--force"])
            #expect(device.status == 73 && device.stderr.contains("/dev/null is a device"), "\(device.stderr)")
            var status = stat()
            #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
            // A FIFO: refused without opening it (which would block).
            let fifo = folder.appendingPathComponent("fifo").path
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(try Speakable.run(["import", input, "-o", fifo, "--force"]).status == 73)
        }
    }

    @Test("4b. Files: import --force keeps the replaced file's permissions; -o - is standard output")
    func importForceKeepsPermissions() throws {
        try withFolder { folder in
            let input = folder.appendingPathComponent("in.xml").path
            try Data(Self.capture.utf8).write(to: URL(fileURLWithPath: input))
            let target = folder.appendingPathComponent("out.yaml").path
            try Data("old".utf8).write(to: URL(fileURLWithPath: target))
            chmod(target, 0o600)
            #expect(try Speakable.run(["import", input, "-o", target]).status == 73)
            #expect(try Speakable.run(["import", input, "-o", target, "--force"]).status == 0)
            var status = stat()
            #expect(stat(target, &status) == 0 && status.st_mode & 0o777 == 0o600)
            #expect(try String(contentsOfFile: target, encoding: .utf8).contains("button: {label: Save"))
            let dash = try Speakable.run(["import", input, "-o", "-"], in: folder)
            #expect(dash.status == 0 && dash.stdout.contains("button: {label: Save"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
            // No temporary file is left behind.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["in.xml", "out.yaml"])
        }
    }

    @Test("4c. Files: speak DOC --wav DOC refuses to replace the document with audio; --wav refuses a link")
    func wavRefusesItsInputAndLinks() throws {
        try withFolder { folder in
            let document = folder.appendingPathComponent("doc.yaml").path
            try Data("elements: [button: OK]\n".utf8).write(to: URL(fileURLWithPath: document))
            let same = try Speakable.run(["speak", document, "--wav", document])
            #expect(same.status == 73 && same.stderr.contains("is also an input"), "\(same.stderr)")
            #expect(try String(contentsOfFile: document, encoding: .utf8) == "elements: [button: OK]\n")
            let link = folder.appendingPathComponent("out.wav").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdout")
            let linked = try Speakable.run(["speak", document, "--wav", link])
            #expect(linked.status == 73 && linked.stderr.contains("symbolic link"), "\(linked.stderr)")
        }
    }

    @Test("4d. Files: speakable test in an untrusted checkout never writes a golden through a link that leaves the suite, nor makes folders there")
    func goldensStayInTheSuite() throws {
        try withFolder { folder in
            let suite = folder.appendingPathComponent("suite"), home = folder.appendingPathComponent("victimhome")
            try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            try Data("elements: [button: OK]\n".utf8).write(to: suite.appendingPathComponent("doc.yaml"))
            try FileManager.default.createSymbolicLink(atPath: suite.appendingPathComponent("doc.speech.txt").path,
                                                       withDestinationPath: "../victimhome/.ssh/authorized_keys")
            let result = try Speakable.run(["test", suite.path, "--record", "missing"])
            #expect(result.status == 1 && result.stdout.contains("leads out of"), "\(result.stdout)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
            // A link that stays inside the suite is still followed, as before.
            try FileManager.default.removeItem(at: suite.appendingPathComponent("doc.speech.txt"))
            try FileManager.default.createSymbolicLink(atPath: suite.appendingPathComponent("doc.speech.txt").path, withDestinationPath: "kept.txt")
            #expect(try Speakable.run(["test", suite.path, "--record", "missing"]).status == 1)
            #expect(try String(contentsOfFile: suite.appendingPathComponent("kept.txt").path, encoding: .utf8) == "OK. Button.\n")
        }
    }

    @Test("4e. Files: a link, a FIFO or a device at every path the tool writes is refused, and nothing outside changes")
    func everyWrittenPathRefusesNonRegularFiles() throws {
        try withFolder { folder in
            let document = folder.appendingPathComponent("doc.yaml").path
            try Data("elements: [button: OK]\n".utf8).write(to: URL(fileURLWithPath: document))
            let victim = folder.appendingPathComponent("victim").path
            try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
            let fifo = folder.appendingPathComponent("fifo.wav").path
            #expect(mkfifo(fifo, 0o600) == 0)
            // --wav and say --wav: a FIFO, a device, a link.
            for target in [fifo, "/dev/null", "/dev/stdout"] {
                #expect(try Speakable.run(["speak", document, "--wav", target]).status == 73, "\(target)")
                #expect(try Speakable.run(["say", "hi", "--wav", target]).status == 73, "\(target)")
            }
            // --wav-dir: a link planted at one of the WAVs it writes.
            let wavs = folder.appendingPathComponent("wavs")
            try FileManager.default.createDirectory(at: wavs, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: wavs.appendingPathComponent("doc.wav").path, withDestinationPath: victim)
            let folderRun = try Speakable.run(["speak", document, "--wav-dir", wavs.path])
            #expect(folderRun.status == 73 && folderRun.stderr.contains("symbolic link"), "\(folderRun.stderr)")
            // A golden that is a FIFO: refused at once, not waited on.
            let suite = folder.appendingPathComponent("suite")
            try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
            try Data("elements: [button: OK]\n".utf8).write(to: suite.appendingPathComponent("doc.yaml"))
            #expect(mkfifo(suite.appendingPathComponent("doc.speech.txt").path, 0o600) == 0)
            // Waiting on the FIFO would block here for ever (no writer ever comes), not pass: the
            // answer itself shows it was refused unopened, with no bound on time (issue 31, S18).
            let golden = try Speakable.run(["test", suite.path, "--record", "missing"])
            #expect(golden.status == 1 && golden.stdout.contains("a FIFO"), "\(golden.stdout)")
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
        }
    }

    @Test("5a. Workers: an inherited SPEAKABLE_WORKER_SHARD (or any environment) does not make the command a worker")
    func inheritedShardIsIgnored() throws {
        try withFolder { folder in
            for index in 0..<3 {
                try Data("elements: [button: OK \(index)]\n".utf8).write(to: folder.appendingPathComponent("d\(index).yaml"))
            }
            let wavs = folder.appendingPathComponent("wavs").path
            let result = try Speakable.run(["speak", folder.path, "--wav-dir", wavs, "--jobs", "1"],
                                           environment: ["SPEAKABLE_WORKER_SHARD": "0/3", "SPEAKABLE_SPEECH": "off"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: wavs).sorted() == ["d0.wav", "d1.wav", "d2.wav"])
            // The shard travels only on the command line the parent writes; one that names a
            // process that is not the parent is an orphan's, which stops at once.
            let orphan = try Speakable.run(["speak", folder.path, "--wav-dir", wavs + "2", "--jobs", "1", "--worker-shard", "1/3/\(getpid() + 1)"])
            #expect(orphan.status == 70)
        }
    }

    @Test("5b. Workers: a worker killed by a signal is named with its unfinished documents; no partial file; exit below 128")
    func killedWorkerIsReported() throws {
        try withFolder { folder in
            let button = (0..<150).map { "  - button: Button number \($0) of a long list\n" }.joined()
            for index in 0..<30 { try Data(("elements:\n" + button).utf8).write(to: folder.appendingPathComponent(String(format: "d%02d.yaml", index))) }
            let wavs = folder.appendingPathComponent("wavs")
            // Kill the second worker as soon as it has started.
            let killer = Thread {
                for _ in 0..<400 {
                    usleep(10_000)
                    for pid in Self.processes(withArgument: "1/2/", speaking: folder.path) { kill(pid, SIGKILL); return }
                }
            }
            killer.start()
            let result = try Speakable.run(["speak", folder.path, "--wav-dir", wavs.path, "--jobs", "2"])
            #expect(result.status == 70, "\(result.stderr)")
            #expect(result.stderr.contains("worker 2 of 2 was killed by signal 9"), "\(result.stderr)")
            #expect(result.stderr.contains("not finished:"))
            let left = try FileManager.default.contentsOfDirectory(atPath: wavs.path)
            #expect(left.allSatisfy { !$0.hasPrefix(".") }, "\(left)")
        }
    }

    /// This test's worker processes (speaking `folder`; other tests run workers at the same
    /// time) whose shard argument starts with `shard`.
    static func processes(withArgument shard: String, speaking folder: String) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(pid_t.init).filter { pid in
            let arguments = (FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            guard arguments.contains(folder), let at = arguments.firstIndex(of: "--worker-shard"), at + 1 < arguments.count else { return false }
            return arguments[at + 1].hasPrefix(shard)
        }
    }

    @Test("6a. Output: render and navigate --format json escape bidi isolates as JSON, and the JSON parses")
    func jsonEscapesBidiControls() throws {
        let document = try Speakable.temporaryDocument("elements: [button: \"Inbox \\u2068\\u202E3\\u2069 items \\uFFFF\"]\n")
        for command in [["render", document, "--format", "json"], ["navigate", document, "--format", "json", "--commands", "next"]] {
            let result = try Speakable.run(command)
            #expect(result.status == 0 || result.status == 1)
            #expect(result.stdout.contains("\\u2068") && !result.stdout.unicodeScalars.contains("\u{2068}"))
            #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(command[0]): \(result.stdout)")
        }
    }

    @Test("6b. Output: JUnit XML is well-formed with U+FFFE, U+FFFF and C0 controls in a golden")
    func junitDropsForbiddenCharacters() throws {
        let document = try Speakable.temporaryDocument("elements: [button: \"A\\uFFFE\\uFFFF\\x01B\"]\n", name: "bad\u{FFFF}\u{1}.yaml")
        // A golden that differs, so that the report holds a diff of the text.
        try Data("X\n".utf8).write(to: URL(fileURLWithPath: String(document.dropLast(5)) + ".speech.txt"))
        let result = try Speakable.run(["test", document, "--format", "junit", "--record", "never"])
        #expect(result.status == 1 && result.stdout.contains("\u{FFFD}"), "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF || $0.value == 1 })
        let parser = XMLParser(data: Data(result.stdout.utf8))
        #expect(parser.parse(), "\(result.stdout)")
    }

    @Test("6c. Output: import round-trips U+FFFF and bidi controls in YAML and JSON")
    func importRoundTripsEveryLabel() throws {
        let capture = try Speakable.temporaryDocument(#"[{"AXLabel": "a\uffff\u2068b\u202e", "type": "Button"}]"#, name: "c.json")
        let rendered = try Speakable.run(["render", capture])
        for format in ["yaml", "json"] {
            let imported = try Speakable.run(["import", capture, "--format", format])
            #expect(imported.status == 0)
            #expect(!imported.stdout.unicodeScalars.contains { $0.value == 0xFFFF || $0.value == 0x2068 })
            let again = try Speakable.run(["render", "-"], stdin: imported.stdout)
            #expect(again.status == 0 && again.stdout == rendered.stdout, "\(format): \(again.stderr)")
        }
    }

    @Test("6d. Output: a page source after a long comment, a dump after a long test log, are read as captures")
    func detectionLooksPastTheHead() throws {
        let comment = "<?xml version=\"1.0\"?>\n<!-- " + String(repeating: "a long > comment ", count: 400) + "-->\n" + Self.capture
        #expect(try Speakable.run(["render", try Speakable.temporaryDocument(comment, name: "page.xml")]).stdout == "Save. Button.\n")
        let log = (0..<120).map { "t = \($0).00s Test log line \($0): checking for the Save button" }.joined(separator: "\n")
        let dump = log + "\nAttributes: Application, 0x1, pid: 1, label: 'Shop'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'Shop'\n"
            + "    Button, 0x2, {{16.0, 52.0}, {80.0, 44.0}}, label: 'Save'\n"
        #expect(try Speakable.run(["render", try Speakable.temporaryDocument(dump, name: "dump.txt")]).stdout == "Save. Button.\n")
    }
}

/// Issue 20, findings 5 and 6 that need a process tree or a prompt.
@Suite("CLI: hardening, processes and prompts (issue 20)")
struct HardeningProcessTests {
    @Test("5c. Workers: a worker never outlives its parent (the kernel kills it when the parent dies)")
    func workersDieWithTheirParent() throws {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-orphans-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let button = (0..<150).map { "  - button: Button number \($0) of a long list\n" }.joined()
        for index in 0..<30 { try Data(("elements:\n" + button).utf8).write(to: folder.appendingPathComponent("d\(index).yaml")) }
        let parent = Process()
        parent.executableURL = Speakable.executable
        parent.arguments = ["speak", folder.path, "--wav-dir", folder.appendingPathComponent("wavs").path, "--jobs", "2"]
        parent.standardError = FileHandle.nullDevice
        try parent.run()
        var workers: [pid_t] = []
        for _ in 0..<300 where workers.count < 2 {
            usleep(10_000)
            workers = Self.children(of: parent.processIdentifier).filter { Self.arguments(of: $0).contains("--worker-shard") }
        }
        #expect(workers.count == 2)
        kill(parent.processIdentifier, SIGKILL)
        parent.waitUntilExit()
        var alive = workers
        for _ in 0..<200 where !alive.isEmpty {
            usleep(10_000)
            alive = alive.filter { kill($0, 0) == 0 && !Self.isZombie($0) }
        }
        #expect(alive.isEmpty, "workers \(alive) outlived their parent")
    }

    @Test("6e. Output: a prompt shows bidi overrides and isolates visibly, as render does")
    func promptsShowBidiControls() throws {
        let result = try Speakable.run(["alert", "--title", "Delete \u{202E}elif\u{202C}?", "--button", "Delete", "--plain"], stdin: "1\n")
        #expect(!result.stderr.unicodeScalars.contains("\u{202E}"), "\(result.stderr)")
        #expect(result.stderr.contains("\\u{202E}"), "\(result.stderr)")
    }

    private static func children(of parent: pid_t) -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(pid_t.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && pid_t(fields[1]) == parent
        }
    }

    private static func arguments(of pid: pid_t) -> [String] {
        (FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func isZombie(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }
}
