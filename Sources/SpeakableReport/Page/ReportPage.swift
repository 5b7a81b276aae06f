import FoundationEssentials
import Speakable

/// One screen's page of the report (report spec §2): self-contained HTML with the picture, the
/// legend as a list in reading order with an audio control and the listening cost per stop, the
/// whole screen's audio, the audit's findings on their stops, and a failing golden's diff. It
/// loads nothing (its Content-Security-Policy forbids it) and works with a keyboard alone.
///
/// ```swift
/// try Data(ReportPage(report: report).html.utf8).write(to: URL(fileURLWithPath: "inbox.html"))
/// ```
public struct ReportPage: Sendable {
    /// The screen shown.
    public let report: ScreenReport
    /// The link back to the index, relative to the page.
    public let indexLink: String

    /// A page; `indexLink` is how the page reaches `index.html`.
    public init(report: ScreenReport, indexLink: String = "../index.html") {
        self.report = report
        self.indexLink = indexLink
    }

    /// The HTML document.
    public var html: String {
        let e = Markup.escaped
        let legend = report.legend
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(ReportStyle.contentSecurityPolicy)\">\n"
        out += ReportStyle.generator + "\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        let reader = report.reader.displayName
        out += "<title>\(e(report.name)), \(e(reader)): Speakable report</title>\n<style>\(ReportStyle.css)</style>\n</head>\n"
        out += "<body data-reader=\"\(e(report.reader.rawValue))\">\n"
        out += "<header>\n<p><a href=\"\(e(indexLink))\">All screens</a></p>\n<h1>\(e(report.name))</h1>\n"
        // TB25: the reader is named on every page; with `--reader both`, the page links the same
        // screen as the other reader says it.
        out += "<p class=\"reader\">Spoken as <strong>\(e(reader))</strong> says it</p>\n"
        for paired in report.pairedPages {
            out += "<p class=\"paired\"><a class=\"paired-page\" href=\"\(e(paired.page))\" data-reader=\"\(e(paired.reader.rawValue))\">"
            out += "The same screen as \(e(paired.reader.displayName)) says it</a></p>\n"
        }
        out += "<p class=\"source\">\(e(report.source))</p>\n<p class=\"summary\">\(summaryLine)</p>\n</header>\n<main>\n"
        // The whole screen's control plays the announcement, then each stop's clip in turn (the
        // page's script moves it on): the page carries each clip once, which halves its size.
        // The player shows the length of the clip it holds, so the whole screen's length is said
        // beside it (issue 35: it showed 0:02 of 51 s).
        if let stops = report.stopAudio, let first = report.announcementAudio ?? stops.first {
            let seconds = report.cost.totalSeconds.map { ", \(Self.seconds($0))" } ?? ""
            out += "<h2 id=\"listen\">Listen to the whole screen</h2>\n"
            let clips = stops.count + (report.announcementAudio == nil ? 0 : 1)
            var length = report.cost.totalSeconds.map { "\(Self.seconds($0)) in all: " } ?? ""
            length += report.announcementAudio == nil ? "every stop in turn" : "the announcement, then every stop in turn"
            length += "; the player shows the part playing (\(clips) \(clips == 1 ? "part" : "parts"))."
            out += "<p id=\"whole-screen-length\" class=\"whole-length\" data-seconds=\"\(report.cost.totalSeconds.map(Markup.number) ?? "")\">\(e(length))</p>\n"
            out += "<audio id=\"whole-screen\" controls preload=\"metadata\" aria-label=\"The whole screen, every stop in turn\(seconds)\" "
            out += "aria-describedby=\"whole-screen-length\" "
            out += "data-leading=\"\(report.announcementAudio == nil ? "stop" : "announcement")\" src=\"\(dataURL(first))\"></audio>\n"
            out += "<p id=\"whole-screen-part\" class=\"whole-part\" aria-live=\"polite\"></p>\n"
        }
        out += "<h2 id=\"picture\">Focus order</h2>\n<figure aria-labelledby=\"picture-caption\">\n"
        out += ScreenPicture(legend: legend, title: report.name).svg
        out += "<figcaption id=\"picture-caption\">Each stop is outlined at its frame and numbered in reading order; dashed outlines are containers; the list below says the same in words.</figcaption>\n</figure>\n"
        if !legend.screenFindings.isEmpty {
            out += "<h2 id=\"screen-findings\">Findings about the screen</h2>\n<ul class=\"findings\">\n"
            out += legend.screenFindings.map { "<li class=\"finding-\(e($0.severity))\">\(e(Self.severityWord($0.severity))): [\(e($0.rule))] <span lang=\"\(e(report.language))\">\(e($0.message))</span></li>\n" }.joined()
            out += "</ul>\n"
        }
        out += "<h2 id=\"stops\">Stops, in reading order</h2>\n<ol class=\"legend\" lang=\"\(e(report.language))\">\n"
        for (index, entry) in legend.entries.enumerated() { out += stopItem(entry, index: index) }
        out += "</ol>\n"
        if let diff = report.goldenDiff {
            out += "<h2 id=\"golden\">Golden transcript: differences</h2>\n<pre class=\"diff\" tabindex=\"0\" aria-label=\"Unified diff of the golden transcript\">"
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = String(line)
                if text.hasPrefix("+"), !text.hasPrefix("+++") { out += "<span class=\"added\">\(e(text))</span>\n" }
                else if text.hasPrefix("-"), !text.hasPrefix("---") { out += "<span class=\"removed\">\(e(text))</span>\n" }
                else { out += e(text) + "\n" }
            }
            out += "</pre>\n"
        }
        out += "</main>\n"
        if report.stopAudio != nil { out += "<script>\(ReportStyle.wholeScreenScript)</script>\n" }
        out += "</body>\n</html>\n"
        return out
    }

    private func stopItem(_ entry: LegendEntry, index: Int) -> String {
        let e = Markup.escaped
        var out = "<li id=\"stop-\(entry.number)\"><span class=\"badge\" style=\"background:\(entry.color)\" aria-hidden=\"true\">\(entry.number)</span>"
        out += "<div class=\"stop-body\"><p class=\"description\"><span class=\"stop-number\" lang=\"en\">Stop \(entry.number): </span>\(e(entry.description))</p>"
        if let hint = entry.hint { out += "<p class=\"hint\">\(e(hint))</p>" }
        if !entry.actions.isEmpty {
            out += "<p class=\"extra-heading\">\(e(report.legend.actionsHeading))</p><ul class=\"extra\">"
            out += entry.actions.map { "<li>\(e($0))</li>" }.joined() + "</ul>"
        }
        if !entry.content.isEmpty {
            out += "<p class=\"extra-heading\">\(e(report.legend.contentHeading))</p><ul class=\"extra\">"
            out += entry.content.map { "<li>\(e($0.label)): \(e($0.value))</li>" }.joined() + "</ul>"
        }
        for rotor in entry.rotors {
            out += "<p class=\"extra-heading\">↺ \(e(rotor.name))</p><ul class=\"extra\">"
            out += rotor.results.map { "<li>\(e($0))</li>" }.joined() + "</ul>"
        }
        if index < report.cost.stops.count {
            let stop = report.cost.stops[index]
            var cost = "\(stop.swipes) \(stop.swipes == 1 ? "swipe" : "swipes") from the first stop"
            if let seconds = stop.seconds { cost += ", \(Self.seconds(seconds)) of speech" }
            out += "<p class=\"cost\" lang=\"en\">\(e(cost))</p>"
        }
        if let audio = report.stopAudio, index < audio.count {
            out += "<audio class=\"stop-audio\" controls preload=\"metadata\" aria-label=\"Stop \(entry.number)\" src=\"\(dataURL(audio[index]))\"></audio>"
        }
        if !entry.findings.isEmpty {
            out += "<ul class=\"findings\" lang=\"en\">"
            out += entry.findings.map { "<li class=\"finding-\(e($0.severity))\">\(e(Self.severityWord($0.severity))): [\(e($0.rule))] <span lang=\"\(e(report.language))\">\(e($0.message))</span></li>" }.joined()
            out += "</ul>"
        }
        return out + "</div></li>\n"
    }

    private func dataURL(_ audio: Data) -> String { "data:\(report.audioType);base64,\(audio.base64EncodedString())" }

    /// The summary under the heading, as HTML: a failed golden links to its diff below.
    private var summaryLine: String {
        let e = Markup.escaped
        let count = report.legend.entries.count
        var parts = [e("\(count) \(count == 1 ? "stop" : "stops")")]
        if let total = report.cost.totalSeconds { parts.append(e("read once in \(Self.seconds(total))")) }
        parts.append(e(Self.findingCounts(report.findings.map(\.severity.rawValue))))
        if let passed = report.goldenPassed {
            parts.append(passed ? "golden passed" : report.goldenDiff == nil ? "golden failed" : "<a href=\"#golden\">golden failed: see the differences</a>")
        }
        return parts.joined(separator: " · ")
    }

    static func findingCounts(_ severities: [String]) -> String {
        let counts = ["error", "warning", "note"].map { severity in (severity, severities.count { $0 == severity }) }
        return counts.map { "\($0.1) \($0.0)\($0.1 == 1 ? "" : "s")" }.joined(separator: ", ")
    }

    static func severityWord(_ severity: String) -> String { severity.prefix(1).uppercased() + severity.dropFirst() }

    static func seconds(_ value: Double) -> String { DecimalText.fixed(value, decimals: 1) + " s" }
}
