import Foundation
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
    static func streamed(_ input: YAMLInput, path: String, hasUnusualBreaks: () -> Bool) -> ScreenDocument? {
        let context = DecodingContext(file: path, valueLimit: valueLimit, needsPaths: false)
        var scan = SecretScan(valueLimit: valueLimit)
        var elements = StreamedElements()
        let elementsPath = DocumentPath.root.appending(.key("elements"))
        do {
            let root = try YAMLComposer.streamingRoot(input) { item in
                try context.charge(1)
                switch item {
                case .pair(let key, let value):
                    guard scan.element(key: key, value: value) else { throw StandAside() }
                    elements.controls.append(try ControlDecoding.control(kind: key, value: value, at: elementsPath, context: context,
                                                                         identifiers: &elements.identifiers, depth: 0))
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

    /// A document in memory, read as it streams.
    static func streamed(text: String, path: String) -> ScreenDocument? {
        var bytes = text
        return bytes.withUTF8 { streamed(.bytes($0), path: path) { SourcePositions(text) != nil } }
    }

    /// A regular file that holds a screen document (not a capture), read as it streams without
    /// ever being held whole; `nil` for anything else.
    static func streamed(fileAt path: String, format: CaptureFormat?) -> ScreenDocument? {
        guard let file = YAMLFileInput(path: path, byteLimit: byteLimit) else { return nil }
        // The head tells a document from a capture, as when the file is read whole.
        let head = file.head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(file.head.dropFirst(3)) : file.head
        guard CaptureFormat.detect(in: head) == .document,
              format == .document || JSONCaptureFastPath.sniff(Data(head)) == nil else { return nil }
        return streamed(.file(file), path: path) {
            // Read again only for a document that warns, to place its warnings as the careful way would.
            guard let data = FileManager.default.contents(atPath: path) else { return true }
            return SourcePositions(String(decoding: data, as: UTF8.self)) != nil
        }
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
    }

    /// Thrown to leave the streaming read for the careful one.
    private struct StandAside: Error {}
}
