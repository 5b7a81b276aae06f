import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableDocuments
import SpeakableReport

/// Finds the screenshot of a screen for the picture and the report (tasks spec TK15): the file
/// named with `--screenshot`, else one beside a capture with its stem (`login.png` or
/// `login.jpg` for `login.xml`). A screenshot whose aspect ratio is not the root frame's is a
/// warning and is not drawn; one that cannot be used is an error (exit 65, 66 when missing).
enum ScreenshotLookup {
    /// The extensions looked for beside a capture, in order.
    static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]

    /// Draws the screenshot for `document` (read from `path`) under `legend`'s frames, if there
    /// is one and it fits.
    ///
    /// - Throws: `ExitCode` 65 or 66 after printing the image's located error.
    static func apply(to legend: inout ScreenLegend, document: ScreenDocument, path: String, named: String?) throws {
        let hasFrames = legend.entries.contains { $0.frame != nil }
        if let (screenshot, screen) = try find(for: document, path: path, named: named, hasFrames: hasFrames) {
            legend.drawUnder(screenshot, covering: screen)
        }
    }

    /// The screenshot for `document` (read from `path`) and the screen it covers, if there is one
    /// and it fits a screen whose stops have frames (`hasFrames`); what does not fit is a warning.
    ///
    /// - Throws: `ExitCode` 65 or 66 after printing the image's located error.
    static func find(for document: ScreenDocument, path: String, named: String?, hasFrames: Bool) throws -> (Screenshot, ScreenSize)? {
        guard let file = named ?? besideCapture(path, format: document.format) else { return nil }
        let screenshot: Screenshot
        do { screenshot = try Screenshot(contentsOfFile: file) } catch {
            throw CommandFailure(located: error.description, error.isMissing ? .noInput : .dataError).reported()
        }
        guard let screen = document.size, hasFrames else {
            StandardError.write("\(file): warning: the screen has no frames to draw the screenshot under; it is not drawn")
            return nil
        }
        guard screenshot.fits(screen) else {
            StandardError.write("\(file): warning: the screenshot is \(screenshot.width) × \(screenshot.height) px, not the shape of the screen's \(DecimalText.general(screen.width)) × \(DecimalText.general(screen.height)) (over 2% apart); it is not drawn")
            return nil
        }
        return (screenshot, screen)
    }

    /// The image beside a capture with its stem, if there is one; documents have none.
    static func besideCapture(_ path: String, format: CaptureFormat) -> String? {
        guard format != .document, path != "-" else { return nil }
        let stem = PathText.deletingExtension(path)
        return extensions.lazy.map { stem + "." + $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }
}
