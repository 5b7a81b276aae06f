import ArgumentParser
import Foundation
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
        guard let file = named ?? besideCapture(path, format: document.format) else { return }
        let screenshot: Screenshot
        do { screenshot = try Screenshot(contentsOfFile: file) } catch {
            throw CommandFailure(located: error.description, error.isMissing ? .noInput : .dataError).reported()
        }
        guard let screen = document.size, legend.entries.contains(where: { $0.frame != nil }) else {
            StandardError.write("\(file): warning: the screen has no frames to draw the screenshot under; it is not drawn")
            return
        }
        guard screenshot.fits(screen) else {
            StandardError.write("\(file): warning: the screenshot is \(screenshot.width) × \(screenshot.height) px, not the shape of the screen's \(String(format: "%g", screen.width)) × \(String(format: "%g", screen.height)) (over 2% apart); it is not drawn")
            return
        }
        legend.drawUnder(screenshot, covering: screen)
    }

    /// The image beside a capture with its stem, if there is one; documents have none.
    static func besideCapture(_ path: String, format: CaptureFormat) -> String? {
        guard format != .document, path != "-" else { return nil }
        let stem = (path as NSString).deletingPathExtension
        return extensions.lazy.map { stem + "." + $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }
}
