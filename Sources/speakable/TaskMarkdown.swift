import Speakable
import SpeakableAudit

/// `task --format markdown` (TK9): a table of tasks with verdicts and costs, then the blocked
/// steps, for a pull request comment or a CI job summary. Kept under 1 MiB (GitHub's limit for
/// a job summary): tasks past it are counted, not listed.
enum TaskMarkdown {
    static let byteLimit = 1 << 20

    static func document(_ runs: [TaskRun], summary: Bool) -> String {
        var head = "## Tasks with a screen reader\n\n"
        if summary { head += TaskSummary.make(runs).map { "- " + escaped($0.line) }.joined(separator: "\n") + "\n\n" }
        head += "| Task | Reader | Verdict | Screens | Swipes | Speech |\n|---|---|---|---:|---:|---:|\n"
        var rows: [String] = []
        var blocked: [String] = []
        for run in runs {
            let walk = run.walk
            let mark = walk.verdict.isCompleted ? (walk.verdict == .completed ? "✅" : "⚠️") : "❌"
            rows.append("| \(escaped(walk.task.name)) | \(walk.reader.displayName) | \(mark) \(walk.verdict) | \(walk.screensReached) of \(walk.task.screens.count) | \(walk.swipes) | \(walk.seconds.map(TaskFormat.seconds) ?? "–") |")
            if let step = walk.steps.first(where: { $0.verdict == .blocked }) {
                blocked.append("- **\(escaped(walk.task.name))** (\(walk.reader.displayName)), step \(step.number), \(escaped(step.action.description)) on \(escaped(walk.task.screens[step.screenIndex].name)): \(escaped(TaskRun.reasonLine(step) ?? "blocked"))")
            }
        }
        let tail = blocked.isEmpty ? "" : "\n### Blocked steps\n\n" + blocked.joined(separator: "\n") + "\n"
        var text = head
        var left = 0
        for (index, row) in rows.enumerated() {
            // Room kept for the blocked steps and the line saying what was left out.
            if text.utf8.count + row.utf8.count + tail.utf8.count + 200 > byteLimit { left = rows.count - index; break }
            text += row + "\n"
        }
        if left > 0 { text += "\n\(left) more task\(left == 1 ? "" : "s") left out to stay under 1 MiB: run `speakable task --format json` for all.\n" }
        if text.utf8.count + tail.utf8.count <= byteLimit { text += tail }
        return text
    }

    /// Text from a task file or screen, escaped for Markdown: no character can make a link, an
    /// HTML tag, a table cell or a heading, and line breaks become spaces.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in VisibleText.escaped(text) {
            switch character {
            case "\n", "\r": out.append(" ")
            case "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "(", ")", "#", "+", "-", "!", "|", "~", "&":
                out.append("\\")
                out.append(character)
            default: out.append(character)
            }
        }
        return out
    }
}
