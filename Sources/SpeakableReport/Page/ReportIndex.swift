import Speakable

/// The report's `index.html` (report spec §2): a summary, then one row per screen with its
/// stops, listening time, findings by severity and golden result, sortable by every column
/// from the keyboard, each screen's name a link to its page.
///
/// ```swift
/// let html = ReportIndex(screens: summaries).html
/// ```
public struct ReportIndex: Sendable {
    /// The screens, in the order given.
    public let screens: [ReportSummary]
    /// The tasks walked (tasks spec TK11), listed after the screens.
    public var tasks: [TaskIndexRow]

    /// An index of screens, and of tasks.
    public init(screens: [ReportSummary], tasks: [TaskIndexRow] = []) {
        self.screens = screens
        self.tasks = tasks
    }

    /// The HTML document.
    public var html: String {
        let e = Markup.escaped
        let stops = screens.reduce(0) { $0 + $1.stops }
        let seconds = screens.compactMap(\.seconds)
        let errors = screens.reduce(0) { $0 + $1.errors }, warnings = screens.reduce(0) { $0 + $1.warnings }, notes = screens.reduce(0) { $0 + $1.notes }
        let showsGolden = screens.contains { $0.goldenPassed != nil }
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(ReportStyle.contentSecurityPolicy)\">\n"
        out += ReportStyle.generator + "\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>Speakable report</title>\n<style>\(ReportStyle.css)</style>\n</head>\n<body>\n<main>\n<h1>Speakable report</h1>\n"
        // With `--reader both` a screen has a page per reader: screens are counted once, and the
        // readers are named (TB25).
        let screenCount = Set(screens.map(\.source)).count
        var readers: [Reader] = []
        for screen in screens where !readers.contains(screen.reader) { readers.append(screen.reader) }
        var summary = "\(screenCount) \(screenCount == 1 ? "screen" : "screens")"
        if !readers.isEmpty { summary += " as \(readers.map(\.displayName).joined(separator: " and ")) \(readers.count == 1 ? "says" : "say") them" }
        if screens.count != screenCount { summary += " (\(screens.count) pages)" }
        summary += ", \(stops) \(stops == 1 ? "stop" : "stops")"
        if !seconds.isEmpty { summary += ", \(ReportPage.seconds(seconds.reduce(0, +))) to read every screen once" }
        summary += "; findings: \(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings"), \(notes) \(notes == 1 ? "note" : "notes")"
        if showsGolden {
            let failed = screens.count { $0.goldenPassed == false }
            summary += "; goldens: \(failed) failed"
        }
        out += "<p class=\"summary\">\(e(summary)).</p>\n"
        out += "<table>\n<caption>Screens. Press a column's button to sort by it; press again to reverse.</caption>\n<thead><tr>"
        var columns: [(String, Bool)] = [("Screen", false), ("Reader", false), ("Stops", true), ("Listening time (s)", true), ("Errors", true), ("Warnings", true), ("Notes", true)]
        if showsGolden { columns.append(("Golden", false)) }
        for (index, column) in columns.enumerated() {
            out += "<th scope=\"col\"\(column.1 ? " class=\"number\"" : "")><button type=\"button\" data-column=\"\(index)\">\(e(column.0))</button></th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for screen in screens {
            out += "<tr><th scope=\"row\" data-sort=\"\(e(screen.name))\"><a href=\"\(e(screen.page))\">\(e(screen.name))</a> <span class=\"source\">\(e(screen.source))</span></th>"
            out += "<td data-sort=\"\(e(screen.reader.displayName))\">\(e(screen.reader.displayName))</td>"
            out += "<td class=\"number\" data-sort=\"\(screen.stops)\">\(screen.stops)</td>"
            if let seconds = screen.seconds {
                out += "<td class=\"number\" data-sort=\"\(Markup.number(seconds))\">\(e(DecimalText.fixed(seconds, decimals: 1)))</td>"
            } else {
                out += "<td class=\"number\" data-sort=\"0\">not synthesized</td>"
            }
            out += "<td class=\"number\" data-sort=\"\(screen.errors)\">\(screen.errors)</td><td class=\"number\" data-sort=\"\(screen.warnings)\">\(screen.warnings)</td>"
            out += "<td class=\"number\" data-sort=\"\(screen.notes)\">\(screen.notes)</td>"
            if showsGolden {
                let word = screen.goldenPassed.map { $0 ? "passed" : "failed" } ?? "none"
                // A failed golden links to its diff on the screen's page.
                let cell = screen.goldenPassed == false ? "<a href=\"\(e(screen.page))#golden\" aria-label=\"failed: the differences of \(e(screen.name))\">failed</a>" : word
                out += "<td data-sort=\"\(word)\">\(cell)</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n"
        if !tasks.isEmpty { out += TaskIndexRow.table(tasks) }
        out += "</main>\n<script>\(ReportStyle.sortScript)</script>\n</body>\n</html>\n"
        return out
    }
}
