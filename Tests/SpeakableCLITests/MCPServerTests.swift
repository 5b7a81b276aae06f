import Foundation
import Testing
import TestTemporaryFiles

/// Issue 35: `speakable mcp`, the MCP server, spoken to over its pipes as a client would (the
/// full client is PyPI's, in scripts/check-mcp), and `audit -`, which its inline text uses.
@Suite("MCP: speakable mcp")
struct MCPServerTests {
    static let secret = "Qz71secret"
    static let capture = #"[{"type": "SecureTextField", "AXLabel": "PIN", "AXValue": "\#(secret)", "frame": {"x": 0, "y": 0, "width": 200, "height": 44}}]"#

    @Test("audit - reads standard input: a finding at <stdin>, the secure text held in clear never quoted")
    func auditReadsStandardInput() throws {
        let result = try Speakable.run(["audit", "-", "--format", "json"], stdin: Self.capture)
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"secure-text-in-capture\"") && result.stdout.contains("<stdin>"), "\(result.stdout)")
        #expect(!result.stdout.contains(Self.secret) && !result.stderr.contains(Self.secret))
    }

    @Test("speakable mcp with no speakable-mcp beside it exits 69 and says how to build it")
    func mcpWithoutServerIsUnavailable() throws {
        let folder = try TemporaryRoot.folder("mcp-alone")
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("speakable")
        try FileManager.default.copyItem(at: Speakable.executable, to: alone)
        let result = try Speakable.run(["mcp"], executable: alone)
        #expect(result.status == 69 && result.stdout.isEmpty)
        #expect(result.stderr.contains("no speakable-mcp in") && result.stderr.contains("swift build --product speakable-mcp"), "\(result.stderr)")
    }

    @Test("An MCP exchange: the tools listed, render's answer the CLI's JSON, no secure text in any answer, a missing file a tool error that names it")
    func exchangeAnswersWithTheCLIsJSON() throws {
        let path = try Speakable.temporaryDocument(Self.capture, name: "pin.json")
        let requests: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": ["protocolVersion": "2025-11-25", "capabilities": [String: Any](), "clientInfo": ["name": "tests", "version": "1"]]],
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
            ["jsonrpc": "2.0", "id": 2, "method": "tools/list"],
            ["jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": ["name": "render", "arguments": ["path": path]]],
            ["jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": ["name": "audit", "arguments": ["text": Self.capture]]],
            ["jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": ["name": "render", "arguments": ["path": path + ".missing"]]],
        ]
        let answers = try MCPExchange.run(requests, expecting: 5)
        let tools = ((answers[2]?["result"] as? [String: Any])?["tools"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(Set(tools ?? []) == ["render", "navigate", "audit", "compare_readers", "walk_task"])
        func text(_ id: Int) -> (String, Bool) {
            let result = answers[id]?["result"] as? [String: Any]
            let content = (result?["content"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
            return (content.joined(separator: "\n"), result?["isError"] as? Bool ?? false)
        }
        let rendered = text(3), audited = text(4), missing = text(5)
        let cli = try Speakable.run(["render", path, "--format", "json"]).stdout
        #expect(!rendered.1 && rendered.0 == cli)
        #expect(!audited.1 && audited.0.contains("secure-text-in-capture"), "\(audited)")
        #expect(missing.1 && missing.0.contains("pin.json.missing"), "\(missing)")
        for (answer, _) in [rendered, audited, missing] { #expect(!answer.contains(Self.secret)) }
    }
}

extension MCPServerTests {
    /// The text of an answer, and whether it is a tool error.
    static func text(_ answers: [Int: [String: Any]], _ id: Int) -> (String, Bool) {
        let result = answers[id]?["result"] as? [String: Any]
        let content = (result?["content"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
        return (content.first ?? "", result?["isError"] as? Bool ?? false)
    }

    @Test("Issue 34: walk_task answers with task --format json --summary (a blocked task is an answer), compare_readers with render --reader both --format json; bad arguments are tool errors")
    func walkTaskAndCompareReadersAnswerWithTheCLIsJSON() throws {
        let task = "Tests/Tasks/android/choose-language.task.yaml", checkout = "Tests/Tasks/checkout/checkout.task.yaml"
        let capture = "Tests/Captures/android/settings-usb-dialog-vi.xml"
        let requests: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": ["protocolVersion": "2025-11-25", "capabilities": [String: Any](), "clientInfo": ["name": "tests", "version": "1"]]],
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
            ["jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": ["name": "walk_task", "arguments": ["path": task, "seconds": false]]],
            ["jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": ["name": "walk_task", "arguments": ["path": checkout, "reader": "talkback", "seconds": false]]],
            ["jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": ["name": "compare_readers", "arguments": ["path": capture]]],
            ["jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": ["name": "walk_task", "arguments": ["path": task, "reader": "jaws"]]],
            ["jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": ["name": "walk_task", "arguments": ["text": "task: t"]]],
            ["jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": ["name": "walk_task", "arguments": ["path": "Tests/Tasks/none.task.yaml"]]],
        ]
        let answers = try MCPExchange.run(requests, expecting: 7)
        let walked = Self.text(answers, 2), blocked = Self.text(answers, 3), compared = Self.text(answers, 4)
        let walkedByCLI = try Speakable.run("task", task, "--format", "json", "--summary", "--audio", "none").stdout
        let comparedByCLI = try Speakable.run("render", capture, "--reader", "both", "--format", "json").stdout
        #expect(!walked.1 && walked.0 == walkedByCLI)
        #expect(walked.0.contains("\"talkback\"") && walked.0.contains("\"voiceover\""))
        #expect(!blocked.1 && blocked.0.contains("\"blockedAt\" : 2") && blocked.0.contains("\"reader\" : \"talkback\""), "\(blocked)")
        #expect(!compared.1 && compared.0 == comparedByCLI)
        #expect(compared.0.contains("\"pairs\"") && compared.0.contains("OK, Button, Double-tap to activate"))
        #expect(Self.text(answers, 5) == ("walk_task: reader must be voiceover, talkback or both, not 'jaws'", true))
        #expect(Self.text(answers, 6).1 && Self.text(answers, 6).0.contains("unknown argument 'text'"))
        let missing = Self.text(answers, 7)
        #expect(missing.1 && missing.0.contains("none.task.yaml"), "\(missing)")
    }

    @Test("TB1 The tools that speak a screen take reader: the CLI's default without it, either reader on asking, anything else a tool error")
    func testTB1_mcpToolsTakeTheReader() throws {
        let android = "Tests/Captures/android/settings-usb-dialog-vi.xml"
        func call(_ id: Int, _ tool: String, _ arguments: [String: Any]) -> [String: Any] {
            ["jsonrpc": "2.0", "id": id, "method": "tools/call", "params": ["name": tool, "arguments": arguments]]
        }
        let requests: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": ["protocolVersion": "2025-11-25", "capabilities": [String: Any](), "clientInfo": ["name": "tests", "version": "1"]]],
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
            ["jsonrpc": "2.0", "id": 2, "method": "tools/list"],
            call(3, "render", ["path": android]),
            call(4, "render", ["path": android, "reader": "voiceover"]),
            call(5, "navigate", ["path": "Examples/login.yaml", "reader": "talkback", "commands": ["next"]]),
            call(6, "audit", ["path": "Tests/Captures/android/spoon-live-home-ko.xml", "reader": "talkback"]),
            call(7, "render", ["path": android, "reader": "jaws"]),
        ]
        let answers = try MCPExchange.run(requests, expecting: 7)
        let tools = ((answers[2]?["result"] as? [String: Any])?["tools"] as? [[String: Any]]) ?? []
        for tool in tools where ["render", "navigate", "audit"].contains(tool["name"] as? String) {
            let properties = (tool["inputSchema"] as? [String: Any])?["properties"] as? [String: Any]
            #expect((properties?["reader"] as? [String: Any])?["enum"] as? [String] == ["voiceover", "talkback"], "\(tool)")
        }
        func text(_ id: Int) -> (String, Bool) {
            let result = answers[id]?["result"] as? [String: Any]
            let content = (result?["content"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
            return (content.joined(separator: "\n"), result?["isError"] as? Bool ?? false)
        }
        #expect(text(3).0 == (try Speakable.run(["render", android, "--format", "json"])).stdout)
        #expect(text(4).0 == (try Speakable.run(["render", android, "--format", "json", "--reader", "voiceover"])).stdout)
        #expect(text(4).0.contains("\"reader\" : \"voiceover\""))
        #expect(text(5).0 == (try Speakable.run(["navigate", "Examples/login.yaml", "--format", "json", "--reader", "talkback", "--commands", "next"])).stdout)
        let audited = try Speakable.run(["audit", "Tests/Captures/android/spoon-live-home-ko.xml", "--format", "json", "--reader", "talkback"])
        #expect(text(6).0 == audited.stdout && audited.stdout.contains("\"reader\" : \"talkback\""), "\(text(6))")
        #expect(text(7).1 && text(7).0.contains("reader must be voiceover or talkback, not 'jaws'"), "\(text(7))")
    }
}

/// `speakable mcp` as a child with pipes: newline-delimited JSON-RPC, as MCP's stdio transport
/// is. Standard input stays open until every answer is in (the server ends when it closes).
enum MCPExchange {
    static func run(_ requests: [[String: Any]], expecting count: Int) throws -> [Int: [String: Any]] {
        let process = Process()
        process.executableURL = Speakable.executable
        process.arguments = ["mcp"]
        process.currentDirectoryURL = Speakable.packageRoot
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        signal(SIGPIPE, SIG_IGN)
        for request in requests {
            try input.fileHandleForWriting.write(contentsOf: try JSONSerialization.data(withJSONObject: request) + Data("\n".utf8))
        }
        var answers: [Int: [String: Any]] = [:], buffer = Data()
        while answers.count < count {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }   // the server ended: the checks say what is missing
            buffer += chunk
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                if let message = try JSONSerialization.jsonObject(with: line) as? [String: Any], let id = message["id"] as? Int {
                    answers[id] = message
                }
            }
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return answers
    }
}
