/// A task's row in the report's index (tasks spec TK11): its verdict and cost, and its page.
public struct TaskIndexRow: Sendable, Codable {
    /// `Sign in (VoiceOver)`.
    public var title: String
    /// The page, relative to the index.
    public var page: String
    /// The task file.
    public var source: String
    /// `completed with 2 problems`.
    public var verdict: String
    /// Screens reached, and in the task.
    public var screensReached: Int
    public var screens: Int
    /// Swipes in all.
    public var swipes: Int
    /// Seconds of speech in all, when synthesized.
    public var seconds: Double?

    /// A row.
    public init(title: String, page: String, source: String, verdict: String, screensReached: Int, screens: Int, swipes: Int, seconds: Double?) {
        self.title = title
        self.page = page
        self.source = source
        self.verdict = verdict
        self.screensReached = screensReached
        self.screens = screens
        self.swipes = swipes
        self.seconds = seconds
    }

    /// The index's table of tasks.
    static func table(_ rows: [TaskIndexRow]) -> String {
        let e = Markup.escaped
        var out = "<h2 id=\"tasks\">Tasks</h2>\n<table class=\"tasks\">\n<caption>Tasks walked with a screen reader: verdicts and what they cost to listen through.</caption>\n"
        out += "<thead><tr><th scope=\"col\">Task</th><th scope=\"col\">Verdict</th><th scope=\"col\" class=\"number\">Screens</th>"
        out += "<th scope=\"col\" class=\"number\">Swipes</th><th scope=\"col\" class=\"number\">Speech (s)</th></tr></thead>\n<tbody>\n"
        for row in rows {
            out += "<tr><th scope=\"row\"><a href=\"\(e(row.page))\">\(e(row.title))</a> <span class=\"source\">\(e(row.source))</span></th>"
            out += "<td>\(e(row.verdict))</td><td class=\"number\">\(row.screensReached) of \(row.screens)</td><td class=\"number\">\(row.swipes)</td>"
            out += "<td class=\"number\">\(row.seconds.map { e(DecimalText.fixed($0, decimals: 1)) } ?? "not synthesized")</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }
}

import FoundationEssentials
import Speakable
