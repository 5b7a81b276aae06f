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
        let answer = tool == .compareReaders ? comparison(renderedByVoiceOver: output) : output
        var content: [Tool.Content] = [.text(text: answer, annotations: nil, _meta: nil)]
        if !errors.isEmpty { content.append(.text(text: errors, annotations: nil, _meta: nil)) }
        return CallTool.Result(content: content, isError: false)
    }

    /// `compare_readers`: each modelled reader's rendering under its name. Only VoiceOver is
    /// modelled, so its rendering is `render`'s JSON, spliced in unchanged.
    static func comparison(renderedByVoiceOver rendering: String) -> String {
        let note = "Only VoiceOver is modelled today; other screen readers will be added here as Speakable learns them."
        let encodedNote = (try? JSONEncoder().encode(note)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        let body = rendering.trimmingCharacters(in: .whitespacesAndNewlines)
        return "{\n\"note\": \(encodedNote),\n\"readers\": {\n\"VoiceOver\": \(body.isEmpty ? "[]" : body)\n}\n}\n"
    }
}
