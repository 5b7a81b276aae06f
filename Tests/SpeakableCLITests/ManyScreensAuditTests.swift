import Foundation
import Testing

/// `speakable audit` over several screens of one app (tasks spec TK13): a finding on shared UI
/// (a tab bar on every screen) is reported once, at its first screen, with its other places.
@Suite("CLI: audit of many screens")
struct ManyScreensAuditTests {
    /// A screen of an app whose tab bar has an unlabelled Search tab (`no-description`, an error).
    /// `extra` moves the tab bar down a line; `searchID` is the tab's identifier.
    static func screen(_ title: String, extra: Bool = false, searchID: String = "tab.search") -> String {
        """
        elements:
          - heading: {label: \(title), frame: [16, 60, 300, 40]}
        \(extra ? "  - button: {label: Edit, frame: [300, 60, 60, 44]}\n" : "")\
          - tabBar:
              children:
                - button: {label: Home, id: tab.home, frame: [0, 780, 195, 64]}
                - button: {id: \(searchID), frame: [195, 780, 195, 64]}
        """
    }

    /// Four screens: three share the tab bar (the third a line lower); the fourth's tab has
    /// another identifier, so it is another element.
    static func screens() throws -> (folder: URL, files: [String]) {
        let first = try Speakable.temporaryDocument(screen("Feed"), name: "1-feed.yaml")
        let folder = URL(fileURLWithPath: first).deletingLastPathComponent()
        let others = [("2-profile.yaml", screen("Profile")), ("3-settings.yaml", screen("Settings", extra: true)),
                      ("4-search.yaml", screen("Search", searchID: "tab.find"))]
        for (name, text) in others { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return (folder, ["1-feed.yaml"] + others.map(\.0))
    }

    @Test("TK13 a tab bar shared by several screens: its finding once, at the first screen, with its other screens' places; exit status as without grouping")
    func tk13_sharedTabBarFindingIsReportedOnceWithItsOtherScreens() throws {
        let (folder, files) = try Self.screens()
        let grouped = try Speakable.run(["audit"] + files, in: folder)
        #expect(grouped.status == 1)
        #expect(grouped.stdoutLines == [
            "1-feed.yaml:6:11: error: [no-description] Element has no description: VoiceOver says only \"Tab. 2 of 2.\"",
            "    Tab. 2 of 2.",
            "    also on 2 other screens:",
            "      2-profile.yaml:6:11",
            "      3-settings.yaml:7:11",
            "4-search.yaml:6:11: error: [no-description] Element has no description: VoiceOver says only \"Tab. 2 of 2.\"",
            "    Tab. 2 of 2.",
            "4 screens, 2 errors, 0 warnings, 0 notes, 2 repeats on other screens grouped",
        ])
        // --no-group lists each; the exit status does not change.
        let each = try Speakable.run(["audit", "--no-group"] + files, in: folder)
        #expect(each.status == 1)
        #expect(each.stdoutLines.filter { $0.contains("[no-description]") }.count == 4)
        #expect(each.stdoutLines.last == "4 screens, 4 errors, 0 warnings, 0 notes")
    }

    @Test("TK13 JSON occurrences and SARIF relatedLocations of a shared tab bar's finding, with one fingerprint: the first screen's")
    func tk13_sharedTabBarInJSONAndSARIF() throws {
        let (folder, files) = try Self.screens()
        let json = try Speakable.run(["audit", "--format", "json"] + files, in: folder)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(findings.count == 2)
        let occurrences = try #require(findings[0]["occurrences"] as? [[String: Any]])
        #expect(occurrences.map { $0["file"] as? String } == ["2-profile.yaml", "3-settings.yaml"])
        #expect(occurrences.map { $0["line"] as? Int } == [6, 7] && occurrences.map { $0["stop"] as? Int } == [3, 4])
        #expect(findings[1]["occurrences"] == nil)

        let ungrouped = try Speakable.run(["audit", "--format", "json", "--no-group"] + files, in: folder)
        let each = try #require(try JSONSerialization.jsonObject(with: Data(ungrouped.stdout.utf8)) as? [[String: Any]])
        #expect(each.count == 4 && each.allSatisfy { $0["occurrences"] == nil })
        #expect(findings[0]["fingerprint"] as? String == each[0]["fingerprint"] as? String)

        let sarif = try Speakable.run(["audit", "--format", "sarif"] + files, in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
        let uris = related.map { (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uris == ["2-profile.yaml", "3-settings.yaml"])
        #expect(related.map { $0["id"] as? Int } == [1, 2])
        #expect((results[0]["partialFingerprints"] as? [String: String])?.values.first == each[0]["fingerprint"] as? String)
        #expect(results[1]["relatedLocations"] == nil)
    }
}
