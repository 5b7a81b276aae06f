import Foundation
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableReport
import SpeakableSpeech

/// Every output a command makes of a read document, by name: what the secret oracle of the
/// capture fuzz looks through (issue 31). The rendered stops and their JSON, a navigation, SSML,
/// the picture (SVG), the report page, the audit as JSON and SARIF, the imported document as
/// YAML and JSON, and that import read back and rendered again.
enum DocumentOutputs {
    static func all(_ document: ScreenDocument, commands: [ScreenReaderCommand]) -> [(name: String, text: String)] {
        guard let voice = try? Voice.builtIn(document.locale) else { return [] }
        var outputs: [(name: String, text: String)] = document.warnings.map { ("warning", "\($0)") }
        let generator = SpeechGenerator(voice: voice, verbosity: document.verbosity)
        let rendered = generator.render(document.screen)
        outputs.append(("render", rendered.map(\.text).joined(separator: "\n")))
        outputs.append(("render JSON", json(rendered)))
        let log = ScreenReader.session(on: document.screen, running: commands, voice: voice, verbosity: document.verbosity)
        outputs.append(("navigate", log.transcript))
        outputs.append(("navigate JSON", json(log)))
        for utterance in rendered.prefix(20) {
            if let spoken = try? SpeechUtterance(utterance, voice: voice), case .ssml(let ssml) = spoken.content { outputs.append(("SSML", ssml.markup)) }
        }
        let tree = AccessibilityTree(screen: document.screen)
        var legend = ScreenLegend(tree: tree, voice: voice, verbosity: document.verbosity, size: document.size)
        let findings = document.auditFindings(voice: voice)
        legend.add(findings)
        outputs.append(("picture", ScreenPicture(legend: legend, title: "fuzz").svg))
        var page = ScreenReport(name: "fuzz", source: "fuzz", language: document.locale.rawValue, legend: legend,
                                cost: ListeningCost(stopCount: legend.entries.count))
        page.findings = findings
        outputs.append(("report page", ReportPage(report: page).html))
        let report = AuditReport(files: [.init(path: "fuzz", findings: findings)])
        outputs.append(("audit JSON", report.json()))
        outputs.append(("audit SARIF", report.sarif(version: "fuzz")))
        let yaml = document.yamlText(), jsonText = document.jsonText()
        outputs += [("import", yaml), ("import JSON", jsonText), ("description", "\(document)")]
        // The import, read back: a secret kept as bullets stays bullets.
        if yaml.utf8.count < 100_000, let imported = try? ScreenDocument(yaml: yaml, path: "imported.yaml") {
            outputs.append(("imported render", SpeechGenerator(voice: voice).render(imported.screen).map(\.text).joined(separator: "\n")))
        }
        return outputs
    }

    private static func json<T: Encodable>(_ value: T) -> String {
        (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
