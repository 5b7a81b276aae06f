import Foundation
import Testing

/// The real screen under the picture (tasks spec TK15), through `render --format svg` and
/// `report` as processes, and the result opened in Debian's headless Chromium.
@Suite("CLI: TK15 the screenshot under the picture", .serialized)
struct ScreenshotCommandTests {
    /// A hand-written Appium capture (points) of one of the report's own pages, its 3× Chromium
    /// screenshot beside it (Tests/Captures/screenshots/README.md).
    static let capture = "Tests/Captures/screenshots/report-index.xml"

    /// A PNG header (signature, IHDR, IEND) of `width` × `height`: enough for the size check.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func be(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height)
            + [8, 6, 0, 0, 0, 0, 0, 0, 0] + be(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return Data(bytes)
    }

    @Test("TK15 a capture's screenshot beside it, drawn under the frames of render --format svg and of its report page: in Chromium, over the screen's outline at 3×, each badge's pixel its stop's colour inside its frame, nothing requested")
    func tk15_screenshotBesideACaptureInChromium() throws {
        let folder = try ReportCommandTests.folder()
        let render = try Speakable.run("render", Self.capture, "--format", "svg")
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("<image class=\"screenshot\"") && render.stdout.contains("data-scale=\"3\""))
        #expect(render.stdout.contains("href=\"data:image/png;base64,iVBORw0KGgo"))
        let svg = folder + "/report-index.svg"
        try Data(render.stdout.utf8).write(to: URL(fileURLWithPath: svg))
        let picture = try ReportCommandTests.browserCheck(["screenshot", svg])
        #expect(picture.status == 0, "\(picture.output)")

        let output = folder + "/report"
        let report = try Speakable.run("report", Self.capture, "--audio", "none", "-o", output)
        #expect(report.status == 0, "\(report.stderr)")
        let page = output + "/screens/report-index.html"
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("<image class=\"screenshot\""))
        let onPage = try ReportCommandTests.browserCheck(["screenshot", page])
        #expect(onPage.status == 0, "\(onPage.output)")
        let wholeReport = try ReportCommandTests.browserCheck(["report", output])
        #expect(wholeReport.status == 0, "\(wholeReport.output)")
    }

    @Test("TK15 --screenshot names the image; another aspect ratio is a warning and is not drawn; a bad image a located error (65), a missing one 66; misused, a usage error")
    func tk15_namedScreenshotsWarningsAndErrors() throws {
        let folder = try ReportCommandTests.folder()
        // 1170 × 2532 is the screen's 390 × 844 at 3×; 1080 × 1920 is another shape.
        let fits = folder + "/fits.png", wide = folder + "/wide.png", bad = folder + "/bad.png"
        try Self.pngHeader(width: 1170, height: 2532).write(to: URL(fileURLWithPath: fits))
        try Self.pngHeader(width: 1080, height: 1920).write(to: URL(fileURLWithPath: wide))
        try Data("GIF89a not a screenshot".utf8).write(to: URL(fileURLWithPath: bad))

        let named = try Speakable.run("render", Self.capture, "--format", "svg", "--screenshot", fits)
        #expect(named.status == 0 && named.stdout.contains("data-pixels=\"1170x2532\""))

        let other = try Speakable.run("render", Self.capture, "--format", "svg", "--screenshot", wide)
        #expect(other.status == 0 && !other.stdout.contains("<image"))
        #expect(other.stderr.contains("\(wide): warning: the screenshot is 1080 × 1920 px, not the shape of the screen's 390 × 844"))

        let broken = try Speakable.run("render", Self.capture, "--format", "svg", "--screenshot", bad)
        #expect(broken.status == 65 && broken.stdout.isEmpty)
        #expect(broken.stderr.contains("\(bad): error: at byte 0: not a PNG or JPEG image"))
        let reportBroken = try Speakable.run("report", Self.capture, "--audio", "none", "--screenshot", bad, "-o", folder + "/r")
        #expect(reportBroken.status == 65 && reportBroken.stderr.contains("at byte 0: not a PNG or JPEG image"))

        #expect(try Speakable.run("render", Self.capture, "--format", "svg", "--screenshot", folder + "/none.png").status == 66)
        #expect(try Speakable.run("render", Self.capture, "--screenshot", fits).status == 64)
        let many = try Speakable.run("report", "Examples/login.yaml", "Examples/inbox.yaml", "--audio", "none", "--screenshot", fits, "-o", folder + "/m")
        #expect(many.status == 64 && many.stderr.contains("--screenshot names the screenshot of one screen"))
    }
}
