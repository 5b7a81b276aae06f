import SpeakableAudit

/// `task`'s text output (TK8): per task and reader, each screen, each action with the stops
/// heard on its listening path as `render` writes them, its verdict and cost, then the line.
enum TaskText {
    static func lines(_ runs: [TaskRun], summary: Bool) -> [String] {
        var lines: [String] = []
        for run in runs {
            lines.append(run.title)
            var screen = -1
            for step in run.walk.steps {
                if step.screenIndex != screen {
                    screen = step.screenIndex
                    lines.append("screen \(screen + 1): \(run.walk.task.screens[screen].name)")
                }
                lines.append("  \(step.number). \(step.action): \(TaskRun.costLine(step))")
                if let reason = TaskRun.reasonLine(step) { lines.append("     \(reason)") }
                lines += step.heard.map { "     " + $0.text }
                // What the action made VoiceOver say: a secure field's typing is clicks, never its text.
                // Typing echoes a character at a time: one line, the echoes a space apart.
                if !step.response.isEmpty { lines.append("     → " + step.response.map(\.text).joined(separator: " ")) }
                lines += step.findings.map { "     \($0.severity.rawValue): [\($0.rule)] \($0.message)" }
            }
            lines.append(run.summaryLine)
            lines.append("")
        }
        if summary { lines += TaskSummary.make(runs).map(\.line) } else if lines.last == "" { lines.removeLast() }
        return lines
    }
}
