import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Loads a document from text.
func document(_ yaml: String) throws -> ScreenDocument {
    try ScreenDocument(yaml: yaml, path: "test.yaml")
}

/// The one error a document gives, as printed.
func error(of yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    do {
        _ = try document(yaml)
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return ""
    } catch {
        return "\(error)"
    }
}

/// What `render` prints for a document.
func rendered(_ yaml: String) throws -> [String] {
    let document = try document(yaml)
    return SpeechGenerator(voice: try .builtIn(document.locale)).render(document.screen).map(\.text)
}
