import Foundation
import Testing
import Speakable
import SpeakableAudit
import SpeakableDocuments
@testable import SpeakableReport
import TestTemporaryFiles

/// Issue 31: what the report's pages and picture must not do with untrusted names and labels.
@Suite("Report: page names and bidi text (issue 31)")
struct ReportOutputTests {
    @Test("S8. A page keeps its document's name in any script; only what a file name cannot hold becomes '-'")
    func testS8_pageNamesKeepNonASCIINames() {
        #expect(ReportPageNames.names(for: ["ru/Настройки.yaml", "zh/设置.yaml", "hi/सेटिंग.yaml", "a/login.yaml", "b/login.yaml"])
                == ["Настройки.html", "设置.html", "सेटिंग.html", "a-login.html", "b-login.html"])
        // Separators, spaces, controls and bidi characters are not kept; nothing left is `screen`.
        #expect(ReportPageNames.names(for: ["x/a b\u{202E}c.yaml", "x/\u{1}.yaml", "x/:?.yaml"]) == ["a-b-c.html", "screen.html", "screen-2.html"])
        // Told apart without case and normalization form, as macOS's file systems compare names.
        #expect(ReportPageNames.names(for: ["a/Login.yaml", "b/login.json", "c/Login.yml"]).count == 3)
        #expect(Set(ReportPageNames.names(for: ["p/é.yaml", "q/e\u{301}.yml"]).map { $0.precomposedStringWithCanonicalMapping.lowercased() }).count == 2)
        // A long name is cut within the bytes a file name may have, never inside a character.
        let long = ReportPageNames.names(for: [String(repeating: "я", count: 300) + ".yaml"])[0]
        #expect(long.utf8.count <= ReportPageNames.longestStem + ".html".utf8.count && long.hasSuffix("я.html"))
    }

    @Test("S8. Page names are found in linear time: 20,000 documents of one name within a CPU-time bound")
    func testS8_pageNamesAreLinear() {
        let documents = (0..<20_000).map { "suite/\($0 % 7)/Экран.yaml" }
        let (names, seconds) = CPUTime.measure { ReportPageNames.names(for: documents) }
        #expect(Set(names).count == 20_000)
        #expect(names[0] == "suite-0-Экран.html" && names[7] == "suite-0-Экран-2.html")
        // Under 1 s of CPU in a debug build; the search from 2 for every name took 30 s.
        #expect(seconds < 10, "\(seconds) s of CPU")
    }

    @Test("S12. A bidi override in a label does not reach the SVG's <desc>, the legend or the page raw")
    func testS12_bidiOverridesAreNeutralized() throws {
        let yaml = """
            size: [390, 300]
            elements:
              - button: {label: "Pay \\u202Eevil\\u2067open", frame: [16, 10, 200, 40]}
              - button: {label: "\\u2068Ann\\u2069 sent \\u2069Total", frame: [16, 60, 200, 40]}
              - button: {label: Cancel, frame: [16, 110, 200, 40]}
            """
        let document = try ScreenDocument(yaml: yaml, path: "bidi.yaml")
        let voice = try Voice.builtIn(document.locale)
        let legend = ScreenLegend(tree: AccessibilityTree(screen: document.screen), voice: voice, verbosity: document.verbosity, size: document.size)
        let svg = ScreenPicture(legend: legend, title: "bidi").svg
        let page = ReportPage(report: ScreenReport(name: "bidi \u{202E}name", source: "bidi.yaml", language: "en", legend: legend,
                                                   cost: ListeningCost(stopCount: 3))).html
        for (output, name) in [(svg, "SVG"), (page, "page")] {
            let overrides = output.unicodeScalars.filter { (0x202A...0x202E).contains($0.value) }
            #expect(overrides.isEmpty, "\(name): \(overrides.map { String($0.value, radix: 16) })")
            #expect(output.contains("Pay \\u{202E}evil"), "\(name)")
            #expect(output.contains("\u{2068}Ann\u{2069} sent \\u{2069}Total"), "\(name): a pair of isolates stays, a lone closing one is shown")
        }
        // An isolate left open is closed where its text ends, in every piece of text written.
        #expect(BidiConfinement.confined("\u{2067}open") == "\u{2067}open\u{2069}")
        #expect(BidiConfinement.confined("\u{2068}a\u{2069}") == "\u{2068}a\u{2069}")
        for output in [svg, page] {
            var open = 0
            for scalar in output.unicodeScalars {
                if (0x2066...0x2068).contains(scalar.value) { open += 1 }
                if scalar.value == 0x2069 { open -= 1 }
                if scalar == "<" { #expect(open == 0, "an isolate runs into markup"); open = 0 }
            }
        }
    }
}
