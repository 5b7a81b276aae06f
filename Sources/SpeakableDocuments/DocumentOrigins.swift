import Foundation
import Speakable

/// Whether a document being read keeps each element's line and column on its control (for the
/// audit, whose findings point at the entry). Off by default: most reads never need them, and
/// `render --format json` gives a document's stops no line (phrasing R4).
enum DocumentOrigins {
    @TaskLocal static var recording = false
}

extension ScreenDocument {
    /// Reads a document or capture with every document element's line and column kept on its
    /// control (`AccessibilityElement.sourceLine` and `sourceColumn`), for
    /// messages that point at the element, such as the audit's. A capture's stops have their
    /// lines already.
    ///
    /// ```swift
    /// let document = try ScreenDocument(locatingElementsOf: "Examples/login.yaml")
    /// ```
    public init(locatingElementsOf path: String, format: CaptureFormat? = nil) throws {
        // (While recording, a JSON capture is read the careful way, which gives lines.)
        self = try DocumentOrigins.$recording.withValue(true) { try ScreenDocument(contentsOfFile: path, format: format) }
    }

    /// Reads a document or capture from an open file, such as standard input (`speakable audit
    /// -`), with every element's line and column kept (see ``init(locatingElementsOf:format:)``).
    ///
    /// ```swift
    /// let document = try ScreenDocument(locatingElementsReading: .standardInput, path: "<stdin>")
    /// ```
    public init(locatingElementsReading handle: FileHandle, path: String, format: CaptureFormat? = nil) throws {
        self = try DocumentOrigins.$recording.withValue(true) { try ScreenDocument(reading: handle, path: path, format: format) }
    }

    /// Reads a document from text with every element's line and column kept (see
    /// ``init(locatingElementsOf:format:)``).
    ///
    /// ```swift
    /// let document = try ScreenDocument(locatingElementsIn: "elements: [button: Save]", path: "save.yaml")
    /// ```
    public init(locatingElementsIn yaml: String, path: String) throws {
        // (Documents only: a capture's text goes through ``init(locatingElementsOf:format:)``.)
        self = try DocumentOrigins.$recording.withValue(true) { try ScreenDocument(yaml: yaml, path: path) }
    }
}
