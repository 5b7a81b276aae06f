import Speakable

/// The lines `render` prints for spoken screens, gathered as UTF-8 and written 64 KB at a time.
/// Each utterance's words go straight into the one buffer, with no string made for a line unless
/// it holds a character to escape (``VisibleText``), and the 125,000 lines of a large screen are
/// never all held at once. One reader's lines and `--reader both`'s marked pairs go through it.
///
/// ```swift
/// var lines = RenderedLines()
/// lines.add(utterance, marker: RenderedLines.marker(for: .voiceOver))   // "VO: OK. Button."
/// lines.finish()
/// ```
struct RenderedLines {
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 16

    init() { buffer.reserveCapacity(Self.flushSize + 1024) }

    /// The capitals of the reader's name and a colon (`VO: `, `TB: `), as UTF-8: made once per
    /// reader, not per line (telling capitals apart looks up each character's properties). No
    /// output switches over readers (TB2).
    static func marker(for reader: Reader) -> [UInt8] {
        Array((String(reader.displayName.filter(\.isUppercase)) + ": ").utf8)
    }

    /// One line: the marker, then the utterance's text, escaped.
    mutating func add(_ utterance: Utterance, marker: [UInt8] = []) {
        buffer.append(contentsOf: marker)
        let start = buffer.count
        utterance.appendText(to: &buffer)
        if VisibleText.mayNeedEscape(utf8: buffer[start...]) {
            let escaped = VisibleText.escaped(String(decoding: buffer[start...], as: UTF8.self))
            buffer.removeSubrange(start...)
            buffer.append(contentsOf: escaped.utf8)
        }
        endLine()
    }

    /// One line of the program's own text (`VO: -`), which needs no escape.
    mutating func add(plain text: StaticString, marker: [UInt8]) {
        buffer.append(contentsOf: marker)
        buffer.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        endLine()
    }

    /// Writes what is left.
    mutating func finish() {
        if !buffer.isEmpty { StandardStream.output(buffer) }
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func endLine() {
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.flushSize {
            StandardStream.output(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
