import Speakable

/// `task --format junit` (TK9): a test case per task and reader, failed as `--fail-on` says.
enum TaskJUnit {
    static func xml(_ runs: [TaskRun], failOn: TaskFailure) -> String {
        let failures = runs.filter { failOn.fails($0.walk.verdict) }.count
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     "<testsuites tests=\"\(runs.count)\" failures=\"\(failures)\">",
                     "  <testsuite name=\"speakable tasks\" tests=\"\(runs.count)\" failures=\"\(failures)\">"]
        for run in runs {
            let body = TaskText.lines([run], summary: false).joined(separator: "\n")
            let head = "    <testcase classname=\"\(XMLText.escaped(VisibleText.escapedName(run.walk.task.source ?? "tasks")))\" name=\"\(XMLText.escaped(VisibleText.escapedName(run.title)))\">"
            if failOn.fails(run.walk.verdict) {
                let worst = run.walk.steps.first { $0.verdict == .blocked } ?? run.walk.steps.first { $0.verdict == .doneWithProblems }
                let message = "\(run.walk.verdict)" + (worst.map { ": \($0.action)" + (TaskRun.reasonLine($0).map { ": " + $0 } ?? "") } ?? "")
                lines.append(head + "\n      <failure message=\"\(XMLText.escaped(VisibleText.escapedName(message)))\">\(XMLText.escaped(VisibleText.escaped(body)))</failure>\n    </testcase>")
            } else {
                lines.append(head + "\n      <system-out>\(XMLText.escaped(VisibleText.escaped(body)))</system-out>\n    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n")
    }
}
