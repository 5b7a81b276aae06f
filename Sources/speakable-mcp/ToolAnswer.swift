import Foundation
import MCP

/// A `speakable` run as a tool's result: what it printed on standard output (the CLI's JSON,
/// unchanged) and, when it warned, its warnings; or, when it failed, its error as the result's
/// error text (the CLI's located message: file, line, column).
enum ToolAnswer {
    static func result(of run: SpeakableCLI.Run, for tool: ToolName, answeringStatuses: Set<Int32>) -> CallTool.Result {
        let output = String(decoding: run.output, as: UTF8.self)
        let errors = String(decoding: run.errors, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard answeringStatuses.contains(run.status) else {
            let message = errors.isEmpty ? "speakable \(tool.rawValue) exited with status \(run.status)" : errors
            return CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
        }
        var content: [Tool.Content] = [.text(text: output, annotations: nil, _meta: nil)]
        if !errors.isEmpty { content.append(.text(text: errors, annotations: nil, _meta: nil)) }
        return CallTool.Result(content: content, isError: false)
    }
}
