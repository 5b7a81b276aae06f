import Foundation
import MCP

/// `speakable-mcp` (also `speakable mcp`): a Model Context Protocol server over standard input
/// and output, for coding agents. Each tool call runs the `speakable` beside this program, so
/// that an answer is the JSON the CLI prints (docs/MCP.md).
@main
struct SpeakableMCPServer {
    static func main() async {
        // A child that stops reading its standard input must not kill the server.
        signal(SIGPIPE, SIG_IGN)
        guard let cli = SpeakableCLI.besideThisProgram() else {
            fail("speakable-mcp: error: no speakable beside this program; build it with `swift build --product speakable`, or install both with scripts/install", status: 69)
        }
        let version: String
        do {
            let run = try await cli.run(["--version"])
            version = String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            fail("speakable-mcp: error: \(cli.executable.path) cannot be run: \(error)", status: 69)
        }
        let server = Server(
            name: "speakable", version: version,
            instructions: "Speakable says what VoiceOver or TalkBack would say for a screen: a YAML or JSON screen document, or a capture of an iOS screen (AccessibilitySnapshot or idb JSON, Appium XML, an XCUITest dump) or an Android one (uiautomator dump, UiAutomator2 page source). Use render to hear a screen, navigate to run gestures, audit to find what is wrong for a screen-reader user, compare_readers to hear each stop as VoiceOver and TalkBack say it, and walk_task to walk a task file across screens.",
            capabilities: .init(tools: .init(listChanged: false))
        )
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ToolName.allCases.map(\.tool))
        }
        await server.withMethodHandler(CallTool.self) { call in
            guard let tool = ToolName(rawValue: call.name) else {
                throw MCPError.invalidParams("unknown tool '\(call.name)'; the tools are \(ToolName.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let request: ToolRequest
            do throws(ToolRequest.ArgumentError) {
                request = try ToolRequest(tool: tool, arguments: call.arguments ?? [:])
            } catch {
                return CallTool.Result(content: [.text(text: error.message, annotations: nil, _meta: nil)], isError: true)
            }
            let run = try await cli.run(request.arguments, input: request.input)
            return ToolAnswer.result(of: run, for: tool, answeringStatuses: request.answeringStatuses)
        }
        do {
            try await server.start(transport: StdioTransport())
            await server.waitUntilCompleted()
        } catch {
            fail("speakable-mcp: error: \(error)", status: 70)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
