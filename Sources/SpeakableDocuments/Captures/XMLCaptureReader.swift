import CXMLReader

/// Opening an XML capture with libxml2's pull reader, shared by the Appium (iOS) and Android
/// readers: the attribute-count guard before anything is parsed (an element with thousands of
/// attributes would make the reader's work quadratic), the reader itself, and its close.
enum XMLCaptureReader {
    /// Runs `parse` over a reader of `bytes`; `element` names what one XML element is in the
    /// message of the attribute guard ("an element", "a node").
    static func read<Screen>(_ bytes: [UInt8], file: String, maximumAttributes: Int, element: String,
                             parse: (OpaquePointer) throws -> Screen) throws -> Screen {
        let overflow = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { speakable_xml_attribute_overflow($0.baseAddress, $0.count, Int32(maximumAttributes)) }
        }
        if overflow > 0 {
            throw located(file, overflow, 1, "\(element) has more than \(maximumAttributes) attributes")
        }
        var failure = [CChar](repeating: 0, count: 256)
        let reader: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                speakable_xml_open(characters.baseAddress, characters.count, &failure, failure.count)
            }
        }
        guard let reader else {
            throw DocumentError(kind: .unreadable, diagnostic: DocumentDiagnostic(
                severity: .error, file: file, line: 0, column: 0, keyPath: "", message: String(decoding: failure.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        defer { speakable_xml_close(reader) }
        // The reader keeps pointers into `bytes`, which outlive it here.
        return try withExtendedLifetime(bytes) { try parse(reader) }
    }

    /// A located error at a line and column the reader gave.
    static func located(_ file: String, _ line: Int32, _ column: Int32, _ message: String) -> DocumentError {
        DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
            severity: .error, file: file, line: Int(line), column: Int(column), keyPath: "", message: message))
    }
}
