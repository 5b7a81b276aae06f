import FoundationEssentials
import Speakable

extension ScreenDocument {
    /// Reads a screen document in one pass over libyaml's events: each element becomes a control
    /// as soon as it is read, and its nodes are freed, so a large document never exists as a
    /// tree, and memory stays near the size of the file.
    ///
    /// It returns `nil`, and the caller reads the document the careful way, on an error or a
    /// root that is not a document's: only the careful way knows every secret before its first
    /// message, and places every byte. Warnings are kept: they come only from what is decoded
    /// after the elements (undo names, alert buttons), when every secret is known; but their
    /// places are libyaml's, so a document with NEL, LS or PS (`hasUnusualBreaks`, asked only
    /// when there is a warning) is read the careful way too. This way only ever returns what the
    /// careful way would.
    static func streamed(_ input: UnsafeBufferPointer<UInt8>, path: String, locating: Bool, hasUnusualBreaks: () -> Bool) -> ScreenDocument? {
        let context = DecodingContext(file: path, valueLimit: valueLimit, needsPaths: false, locating: locating)
        var scan = SecretScan(valueLimit: valueLimit)
        var elements = StreamedElements()
        let elementsPath = DocumentPath.root.appending(.key("elements"))
        do {
            let root = try YAMLComposer.streamingRoot(input) { item in
                try context.charge(1)
                switch item {
                case .pair(let key, let value):
                    // The kind looked up once, for the secret scan and the decoding both.
                    let decoding = key.scalar.flatMap { ElementDescriptors.decoding[$0.string] }
                    guard scan.element(kind: decoding, value: value) else { throw StandAside() }
                    elements.controls.append(try ControlDecoding.control(kind: key, value: value, at: elementsPath, context: context,
                                                                         identifiers: &elements.identifiers, depth: 0, decoding: decoding))
                case .node(let node):
                    guard scan.element(node) else { throw StandAside() }
                    let entry = DocumentNode(node: node, path: elementsPath, context: context)
                    elements.controls.append(try ControlDecoding.control(entry, identifiers: &elements.identifiers, depth: 0))
                }
            }
            guard let root, scan.scan(root) else { return nil }
            context.secrets = scan.secrets
            // What follows the elements may warn, and a warning names its key path.
            context.needsPaths = true
            let document = try ScreenDocument(root: root, context: context, path: path,
                                              streamed: elements.controls.isEmpty ? nil : elements)
            return document.warnings.isEmpty || !hasUnusualBreaks() ? document : nil
        } catch {
            return nil
        }
    }

    /// A source's bytes (its byte-order mark dropped), read as they stream; `nil` for anything
    /// that is not a document that reads cleanly.
    static func streamed(bytes: Data, path: String, locating: Bool, lines: SourceLines? = nil) -> ScreenDocument? {
        bytes.withUnsafeBytes { raw in
            streamed(raw.assumingMemoryBound(to: UInt8.self), path: path, locating: locating) {
                // Asked only of a document that warns, to place its warnings as the careful way would.
                (lines ?? SourceLines(bytes)).hasUnusualBreaks
            }
        }
    }

    /// A document in memory, read as it streams (the tests' way in).
    static func streamed(text: String, path: String) -> ScreenDocument? {
        streamed(bytes: Data(text.utf8), path: path, locating: false)
    }

    /// Reads a document the careful way only, never as it streams: what the fuzzer and the
    /// tests compare the streamed reading with.
    package init(carefullyReading yaml: String, path: String) throws {
        try self.init(text: yaml, path: path, format: .document)
    }

    /// Whether two readings of a document gave the same document.
    package func isSameReading(as other: ScreenDocument) -> Bool {
        path == other.path && locale == other.locale && screen == other.screen && commands == other.commands
            && verbosity == other.verbosity && warnings == other.warnings && format == other.format
            && reader == other.reader && readers == other.readers
    }

    /// Thrown to leave the streaming read for the careful one.
    private struct StandAside: Error {}
}
