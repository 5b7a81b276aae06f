/// Joins clauses into one line with the voice's word separator (H5: a single space where speech
/// pauses); sounds appear as `[sound: name]`.
///
/// The pieces are copied as UTF-8 into one buffer on the stack (moved to the heap only for a
/// line longer than it) and the line is made a `String` once, at its length. Phrasing makes a
/// line for every stop: the growing byte array it was written into before cost an allocation,
/// and a uniqueness and capacity check and a generic copy for every piece, a fifth of phrasing.
///
/// A writer exists only inside ``write(separator:_:)``, which frees what it took; it is never
/// copied (its buffer is not shared).
struct LineWriter: ClauseWriter {
    private let separator: UnsafeRawBufferPointer
    private var buffer: UnsafeMutableRawBufferPointer
    private var onHeap = false
    private var count = 0

    /// The bytes on the stack: more than nearly any line needs.
    private static let stackBytes = 512

    private init(separator: UnsafeRawBufferPointer, buffer: UnsafeMutableRawBufferPointer) {
        self.separator = separator
        self.buffer = buffer
    }

    /// Runs `body` with a writer of an empty line whose clauses are joined with `separator`
    /// (UTF-8, valid for the call), and frees the writer's buffer after it.
    ///
    /// ```swift
    /// LineWriter.write(separator: voice.utf8(.wordSeparator)) { writer in
    ///     writer.clause("Save."); writer.clause("Button.")
    ///     return writer.line   // "Save. Button."
    /// }
    /// ```
    static func write<Result>(separator: UnsafeRawBufferPointer, _ body: (inout LineWriter) -> Result) -> Result {
        withUnsafeTemporaryAllocation(byteCount: stackBytes, alignment: 1) { stack in
            var writer = LineWriter(separator: separator, buffer: stack)
            defer { if writer.onHeap { writer.buffer.deallocate() } }
            return body(&writer)
        }
    }

    /// A line of pieces with no separator (a TalkBack part, a value in words) as a string.
    static func string(_ body: (inout LineWriter) -> Void) -> String {
        write(separator: UnsafeRawBufferPointer(start: nil, count: 0)) { writer in
            body(&writer)
            return writer.line
        }
    }

    /// The line written so far.
    var line: String { String(decoding: utf8, as: UTF8.self) }

    /// The line's UTF-8 written so far, valid until the next write.
    var utf8: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count)
    }

    mutating func clause(_ text: String) {
        guard !text.isEmpty else { return }
        beginClause()
        append(text)
    }

    mutating func beginClause() { if count > 0 { append(utf8: separator) } }
    mutating func beginPart(separator: UnsafeRawBufferPointer) { if count > 0 { append(utf8: separator) } }
    mutating func endClause() {}
    /// Read from the line's last bytes, where the piece just appended lies.
    var clauseEndsSentence: Bool { TextFormatter.endsSentence(bytes: utf8) }

    mutating func append(_ piece: String) {
        if piece.utf8.withContiguousStorageIfAvailable({ append(utf8: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in piece.utf8 { append(byte: byte) }
        }
    }

    mutating func append(_ piece: Substring) {
        if piece.utf8.withContiguousStorageIfAvailable({ append(utf8: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in piece.utf8 { append(byte: byte) }
        }
    }

    mutating func append(utf8 piece: UnsafeRawBufferPointer) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        reserve(piece.count)
        let target = buffer.baseAddress! + count
        // A separator (`, `, a space) byte by byte: a call to `memcpy` cost more than that.
        if piece.count <= 2 {
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
            if piece.count == 2 { (target + 1).storeBytes(of: (source + 1).load(as: UInt8.self), as: UInt8.self) }
        } else {
            target.copyMemory(from: source, byteCount: piece.count)
        }
        count += piece.count
    }

    /// The digits written in place, last first: making a `String` of each number cost an
    /// allocation for every position spoken.
    mutating func append(decimal number: Int) {
        var digits = 1, rest = number.magnitude / 10
        while rest > 0 { digits += 1; rest /= 10 }
        let length = digits + (number < 0 ? 1 : 0)
        reserve(length)
        var magnitude = number.magnitude, at = count + length
        repeat {
            at -= 1
            buffer[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        if number < 0 { buffer[count] = UInt8(ascii: "-") }
        count += length
    }

    mutating func pause(milliseconds: Int) {}

    mutating func sound(_ sound: Sound) { clause(sound.transcriptLine) }

    private mutating func append(byte: UInt8) {
        reserve(1)
        buffer[count] = byte
        count += 1
    }

    /// Room for `extra` more bytes: a line longer than the stack's buffer moves to the heap.
    /// The check is inlined into every append; the move is not.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > buffer.count { grow(toHold: extra) }
    }

    @inline(never)
    private mutating func grow(toHold extra: Int) {
        let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: max(buffer.count * 2, count + extra), alignment: 1)
        if count > 0 { grown.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: count) }
        if onHeap { buffer.deallocate() }
        buffer = grown
        onHeap = true
    }
}
