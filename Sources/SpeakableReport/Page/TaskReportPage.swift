import FoundationEssentials

/// A task's page of the report (tasks spec TK11): self-contained HTML, as a screen's page is,
/// with a section per step: its verdict and cost, the picture with its listening path, the
/// audio of what the user hears along the way, the words heard, and the findings.
/// Made from a `TaskReport` (`TaskReportPage(report:).html`) by `speakable task --report`.
public struct TaskReportPage: Sendable {
    /// The task shown.
    public let report: TaskReport
    /// The link back to the index, relative to the page.
    public let indexLink: String

    /// A page; `indexLink` is how the page reaches `index.html`.
    public init(report: TaskReport, indexLink: String = "../index.html") {
        self.report = report
        self.indexLink = indexLink
    }

    /// The HTML document.
    public var html: String {
        let e = Markup.escaped
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(ReportStyle.contentSecurityPolicy)\">\n"
        out += ReportStyle.generator + "\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(e(report.title)): Speakable task</title>\n<style>\(ReportStyle.css)</style>\n</head>\n<body>\n"
        out += "<header>\n<p><a href=\"\(e(indexLink))\">All screens and tasks</a></p>\n<h1>\(e(report.title))</h1>\n"
        out += "<p class=\"source\">\(e(report.source))</p>\n<p class=\"summary\" id=\"task-verdict\">\(e(report.summary))</p>\n</header>\n<main>\n"
        for (index, step) in report.steps.enumerated() {
            let number = index + 1
            out += "<section class=\"task-step\" id=\"step-\(number)\" data-verdict=\"\(e(step.verdict))\" aria-labelledby=\"step-\(number)-title\">\n"
            out += "<h2 id=\"step-\(number)-title\">\(e(step.title)): \(e(step.verdict))</h2>\n"
            out += "<p class=\"source\">\(e(step.screen))</p>\n<p class=\"cost\">\(e(step.cost))</p>\n"
            if let reason = step.reason { out += "<p class=\"reason finding-error\">\(e(reason))</p>\n" }
            if let audio = step.audio {
                let length = step.seconds.map { ", \(ReportPage.seconds($0))" } ?? ""
                out += "<audio class=\"step-audio\" controls preload=\"metadata\" aria-label=\"Step \(number): what the user hears on the way\(length)\" "
                out += "data-seconds=\"\(step.seconds.map(Markup.number) ?? "")\" src=\"data:\(report.audioType);base64,\(audio.base64EncodedString())\"></audio>\n"
            }
            out += "<h3 id=\"step-\(number)-path\">Listening path</h3>\n<figure aria-labelledby=\"step-\(number)-caption\">\n\(step.picture)"
            out += "<figcaption id=\"step-\(number)-caption\">The stops heard on the way are joined by a dashed line and numbered in the order heard; the target is ringed.</figcaption>\n</figure>\n"
            out += "<h3 id=\"step-\(number)-heard\">Heard on the way</h3>\n<ol class=\"heard\" lang=\"\(e(report.language))\">\n"
            out += step.heard.map { "<li>\(e($0))</li>\n" }.joined()
            out += "</ol>\n"
            if !step.findings.isEmpty {
                out += "<h3 id=\"step-\(number)-findings\">Findings on the way</h3>\n<ul class=\"findings\">\n"
                out += step.findings.map { "<li class=\"finding-\(e($0.severity.rawValue))\">\(e(ReportPage.severityWord($0.severity.rawValue))): [\(e($0.rule))] <span lang=\"\(e(report.language))\">\(e($0.message))</span></li>\n" }.joined()
                out += "</ul>\n"
            }
            out += "</section>\n"
        }
        out += "</main>\n</body>\n</html>\n"
        return out
    }
}
