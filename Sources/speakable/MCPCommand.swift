import ArgumentParser
import FoundationEssentials
import Glibc
import Speakable

/// `speakable mcp`: becomes `speakable-mcp`, the MCP server built and installed beside this
/// program, so that an agent's configuration names one tool. The server is a product of its own
/// so that only it builds the MCP SDK (docs/MCP.md).
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve render, navigate, audit, compare_readers and walk_task to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Runs speakable-mcp, the MCP server beside this program (swift build makes both; \
            scripts/install installs both), on standard input and output. Its tools (render, \
            navigate, audit, compare_readers) take a document or capture as a path or as text \
            and answer with the JSON that render, navigate, audit and render --reader both \
            print with --format json; walk_task takes a task file and answers with task's. \
            See docs/MCP.md.
            """
    )

    func run() throws {
        // (A link to this program is followed: a link on the PATH finds the real folder.)
        let folder = URL(fileURLWithPath: ChildProcess.currentExecutable).deletingLastPathComponent()
        let server = folder.appendingPathComponent("speakable-mcp").path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw CommandFailure(.unavailable, "no speakable-mcp in \(folder.path), the folder of this speakable; build it with `swift build --product speakable-mcp`, or install both with scripts/install").reported()
        }
        // The server takes over this process: its standard input and output are the agent's.
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(server), nil]
        execv(server, arguments)
        throw CommandFailure(.unavailable, "\(server) cannot be run: \(String(cString: strerror(errno)))").reported()
    }
}
