import Foundation
import Testing
import TestTemporaryFiles

/// `speakable check`: documents and captures read, errors and warnings printed, nothing else.
@Suite("CLI: check")
struct CheckCommandTests {
    @Test("Every example and capture fixture checks silently, exit 0")
    func clean() throws {
        let result = try Speakable.run(["check"] + Speakable.examples + ["Tests/Captures/appium/shirates-registration.xml",
                                                                         "Tests/Captures/xcuitest/firefox-library-segments.txt"])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("A bad file among good ones: its one error, and exit 65; a missing one: 66")
    func errors() throws {
        let bad = try Speakable.temporaryDocument("elements: [buton: Save]\n", name: "bad.yaml")
        let result = try Speakable.run("check", "Examples/delete-file.yaml", bad)
        #expect(result.status == 65 && result.stdout.isEmpty)
        #expect(result.stderrLines == ["\(bad):1:12: error: elements[0].buton: unknown element kind 'buton' (did you mean 'button'?); expected one of: button, text, heading, image, link, textField, secureTextField, stepper, element, group, switch, slider, segmentedControl, tabBar, backButton, textView, list, landmark, dataTable"])
        #expect(try Speakable.run("check", "no-such-file.yaml").status == 66)
    }

    @Test("A folder stands for the documents and captures under it, found as test finds them")
    func folder() throws {
        #expect(try Speakable.run("check", "Examples", "Tests/Captures").status == 0)
        let screens = TemporaryRoot.url.appendingPathComponent("speakable-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: screens + "/deeper", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: screens) }
        try "elements: [button: Save]\n".write(toFile: screens + "/good.yaml", atomically: false, encoding: .utf8)
        try "elements: [buton: Save]\n".write(toFile: screens + "/deeper/bad.yaml", atomically: false, encoding: .utf8)
        let result = try Speakable.run("check", screens)
        #expect(result.status == 65)
        #expect(result.stderrLines.count == 1 && result.stderrLines[0].hasPrefix(screens + "/deeper/bad.yaml:1:12: error:"))
    }
}
