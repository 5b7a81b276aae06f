import Foundation
import Testing
import TestTemporaryFiles

/// Issue 31 as a user meets it: the CLI run as a process on the red team's kinds of input, every
/// output looked through (standard output and error, the report's pages, the imported file).
@Suite("CLI: secrets and non-finite frames (issue 31)")
struct SecretOutputsCLITests {
    private static let secret = "Zq9Kx7Wv"

    /// Everything a folder holds, as text.
    private func contents(of folder: String) throws -> String {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.compactMap { try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
    }

    private func folder() throws -> String {
        let url = TemporaryRoot.url.appendingPathComponent("speakable-secrets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("S3. A document's secure-trait element and cell: no command prints the value (render, navigate, audit, report, import)")
    func testS3_noCommandPrintsASecureTraitValue() throws {
        let document = try Speakable.temporaryDocument("""
            elements:
              - element: {label: PIN, value: Zq9Kx7Wv, traits: [secureTextField]}
              - dataTable:
                  label: Keys
                  rows:
                    - [Name, Key]
                    - [Home, {label: Door, value: Zq9Kx7Wv, traits: [secureTextField]}]
            commands: [next, next, next, next, next, rotor tables, next]
            """)
        let output = try folder()
        let runs = [
            try Speakable.run("render", document), try Speakable.run("render", document, "--format", "json"),
            try Speakable.run("render", document, "--format", "svg"), try Speakable.run("navigate", document),
            try Speakable.run("audit", document, "--format", "json"), try Speakable.run("audit", document, "--format", "sarif"),
            try Speakable.run(["report", document, "--audio", "none", "-o", output + "/report"]),
        ]
        for run in runs {
            #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret))
            #expect(run.status < 128)
        }
        #expect(runs[0].stdout.contains("PIN: 8 characters. Secure Text Field."))
        #expect(!(try contents(of: output)).contains(Self.secret))
    }

    @Test("S9. A NaN or infinite frame: audit --format json keeps its findings, render --format json writes, import reads back")
    func testS9_nonFiniteFrameKeepsEveryOutputWhole() throws {
        let capture = try Speakable.temporaryDocument(#"""
            [{"element": {"_0": {"label": "", "traits": ["button"], "shape": {"type": "frame", "frame": [["NaN", 0], [80, 1e999]]}}, "traversalIndex": 0}},
             {"element": {"_0": {"label": "Open", "traits": ["button"], "shape": {"type": "frame", "frame": [[0, 50], [80, 44]]}}, "traversalIndex": 1}}]
            """#, name: "capture.json")
        let audit = try Speakable.run("audit", capture, "--format", "json")
        #expect(audit.stderr.contains("capture.json:1:") && audit.stderr.contains("not finite"), "\(audit.stderr)")
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [Any])
        #expect(!findings.isEmpty)
        let render = try Speakable.run("render", capture, "--format", "json")
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) is [Any])
        let imported = try folder() + "/screen.yaml"
        #expect(try Speakable.run("import", capture, "-o", imported).status == 0)
        let again = try Speakable.run("render", imported)
        #expect(again.status == 0 && again.stdout.contains("Open. Button."), "\(again.stderr)")
    }

    @Test("S14. import of an AccessibilitySnapshot data table with uneven rows and a nested container writes what render reads")
    func testS14_importedTableRendersAsTheCapture() throws {
        let capture = try Speakable.temporaryDocument(#"""
            [{"container": {"_0": {"type": {"dataTable": {}}}, "children": [
              {"element": {"_0": {"label": "A1", "shape": {"type": "frame", "frame": [[0, 0], [50, 40]]}}, "traversalIndex": 0}},
              {"element": {"_0": {"label": "A2", "shape": {"type": "frame", "frame": [[50, 0], [50, 40]]}}, "traversalIndex": 1}},
              {"container": {"_0": {"type": {"list": {}}}, "children": [
                {"element": {"_0": {"label": "B1", "shape": {"type": "frame", "frame": [[0, 40], [50, 40]]}}, "traversalIndex": 2}}]}}]}}]
            """#, name: "table.json")
        let imported = try folder() + "/table.yaml"
        let result = try Speakable.run("import", capture, "-o", imported)
        #expect(result.status == 0 && result.stderr.contains("container inside a data table"), "\(result.stderr)")
        let fromCapture = try Speakable.run("render", capture), fromImport = try Speakable.run("render", imported)
        #expect(fromImport.status == 0, "\(fromImport.stderr)")
        #expect(fromImport.stdout == fromCapture.stdout)
        #expect(fromImport.stdout.contains("B1"))
    }
}
