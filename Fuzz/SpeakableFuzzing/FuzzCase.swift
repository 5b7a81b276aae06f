import Foundation
import Speakable
import SpeakableDocuments
import SpeakableGoldens
import SpeakablePrompts
import SpeakableAudit
import SpeakableReport
import SpeakableSpeech
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One fuzz case: a document through every path a command takes (parse, render as text and
/// JSON, navigate with its commands, speech as SSML, a prompt's keys, a golden's check and
/// diff), then the checks: nothing secret in any output, no terminal control in any text for
/// people, no markup outside the SSML builder's own tags.
public enum FuzzCase {
    /// Whether the document parsed, and what the case found (nothing when all is well).
    public static func run(_ document: HostileDocument, goldenFolder: URL) -> (parsed: Bool, problems: [String]) {
        var outputs: [(String, String)] = []
        let parsed: ScreenDocument
        // The streamed reading must give what the careful one gives, document or error.
        let careful = Result { try ScreenDocument(carefullyReading: document.yaml, path: "fuzz.yaml") }
        do {
            parsed = try ScreenDocument(yaml: document.yaml, path: "fuzz.yaml")
        } catch {
            outputs.append(("error", "\(error)"))
            var problems = check(outputs, document)
            if case .failure(let carefulError) = careful, "\(carefulError)" == "\(error)" {} else {
                problems.append("the streamed reading failed where the careful one did not, or with another error")
            }
            return (false, problems)
        }
        var problems: [String] = []
        if case .success(let carefulDocument) = careful, carefulDocument.isSameReading(as: parsed) {} else {
            problems.append("the streamed reading gave another document than the careful one")
        }
        for warning in parsed.warnings { outputs.append(("warning", "\(warning)")) }
        guard let voice = try? Voice.builtIn(parsed.locale) else { return (true, ["no voice for \(parsed.locale)"]) }
        let generator = SpeechGenerator(voice: voice, verbosity: parsed.verbosity)

        let rendered = generator.render(parsed.screen)
        outputs.append(("render", rendered.map(\.text).joined(separator: "\n")))
        outputs.append(("render JSON", json(rendered)))

        var reader = ScreenReader(screen: parsed.screen, voice: voice, verbosity: parsed.verbosity)
        for command in parsed.commands ?? [] { reader.perform(command) }
        outputs.append(("navigate", reader.log.transcript))
        outputs.append(("navigate JSON", json(reader.log)))
        outputs.append(("reader", String(reflecting: reader)))
        if reader.focusStops != AccessibilityTree(screen: reader.screen).focusStops {
            problems.append("the stops refreshed in place differ from a rebuild")
        }

        for utterance in rendered + reader.log.utterances.prefix(40) {
            guard let spoken = try? SpeechUtterance(utterance, voice: voice), case .ssml(let ssml) = spoken.content else { continue }
            outputs.append(("SSML", ssml.markup))
            if let stray = strayMarkup(ssml.markup) { problems.append("SSML markup outside the builder's tags: \(stray)") }
        }

        // The picture and the report page: well-formed, nothing secret, no markup of the text's own.
        var legend = ScreenLegend(tree: AccessibilityTree(screen: parsed.screen), voice: voice, verbosity: parsed.verbosity, size: parsed.size)
        let findings = parsed.auditFindings(voice: voice)
        legend.add(findings)
        let svg = ScreenPicture(legend: legend, title: "fuzz").svg
        outputs.append(("picture", svg))
        // Read as a stream: libxml2 refuses one chunk of over 10 MB without its HUGE option
        // (a hostile document's picture can be larger), which says nothing about the SVG.
        let xml = XMLParser(stream: InputStream(data: Data(svg.utf8)))
        if !xml.parse() { problems.append("the picture is not well-formed XML at \(xml.lineNumber):\(xml.columnNumber)") }
        var page = ScreenReport(name: "fuzz", source: "fuzz.yaml", language: parsed.locale.rawValue, legend: legend,
                                cost: ListeningCost(stopCount: legend.entries.count))
        page.findings = findings
        let html = ReportPage(report: page).html
        outputs.append(("report page", html))
        if html.components(separatedBy: "<script").count != 1 || html.components(separatedBy: "<svg").count != 2 {
            problems.append("the report page holds markup of the document's text")
        }

        // The document written back (what `import` writes), and the audit's machine outputs
        // (issue 31): a secret by its trait alone is in none of them.
        // Not for an alias bomb's thousands of stops, which are the scaling fuzz's: written out,
        // every copy is in full, and a case must stay well within the hang limit.
        if legend.entries.count < 1_000 {
            let written = parsed.yamlText()
            outputs.append(("import", written))
            outputs.append(("import JSON", parsed.jsonText()))
            let audit = AuditReport(files: [.init(path: "fuzz.yaml", findings: findings)])
            outputs.append(("audit JSON", audit.json()))
            outputs.append(("audit SARIF", audit.sarif(version: "fuzz")))
            if (try? ScreenDocument(yaml: written, path: "written.yaml")) == nil {
                problems.append("the written document is refused by its own reader")
            }
        }

        var session = PromptSession(.screen(parsed.screen), voice: voice)
        var spoken = session.initialSpeech
        for key: PromptKey in [.tab, .enter, .character("x"), .down, .up, .character(" "), .backspace, .escape, .end, .enter] {
            let step = session.handle(key)
            spoken += step.spoken
            if step.outcome != nil { break }
        }
        outputs.append(("prompt", spoken.map(\.text).joined(separator: "\n") + PromptView(reader: session.reader).lines.joined(separator: "\n")))

        let golden = GoldenFile(url: goldenFolder.appendingPathComponent("fuzz-\(document.seed).speech.txt"))
        if (try? golden.write("old\n")) != nil, case .mismatch(let diff)? = try? golden.check(reader.log.transcript, mode: .never, name: "fuzz.yaml") {
            outputs.append(("golden diff", diff))
        }
        try? FileManager.default.removeItem(at: golden.url)
        return (true, problems + check(outputs, document))
    }

    private static func check(_ outputs: [(String, String)], _ document: HostileDocument) -> [String] {
        var problems: [String] = []
        for (name, text) in outputs {
            for secret in document.secrets where text.contains(secret) { problems.append("\(name) holds a secure field's text") }
            // What people read is escaped where it is printed; the transcript and errors must
            // already hold no escape sequence of their own making.
            if ["navigate", "error", "warning"].contains(name), text.unicodeScalars.contains("\u{1B}") {
                problems.append("\(name) holds a raw ESC")
            }
        }
        return problems
    }

    private static func json<T: Encodable>(_ value: T) -> String {
        (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Any `<` or `>` outside the tags the builder writes, compared scalar by scalar.
    private static func strayMarkup(_ markup: String) -> String? {
        var scalars = Substring(markup).unicodeScalars[...]
        let tags = ["<speak>", "</speak>", "<s>", "</s>"]
        while let open = scalars.firstIndex(where: { $0 == "<" || $0 == ">" }) {
            let rest = scalars[open...]
            if let tag = tags.first(where: { rest.starts(with: $0.unicodeScalars) }) {
                scalars = rest.dropFirst(tag.unicodeScalars.count)
            } else if rest.starts(with: "<break time=\"".unicodeScalars), let close = rest.firstIndex(of: ">") {
                scalars = rest[rest.index(after: close)...]
            } else {
                return String(String.UnicodeScalarView(rest.prefix(40)))
            }
        }
        return nil
    }
}
