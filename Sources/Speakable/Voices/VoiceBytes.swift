/// Texts of a voice (each word, and each word as a sentence) as UTF-8 in one block, laid out
/// once when the voice is loaded.
///
/// Phrasing writes a voice word into nearly every line it makes: reading it as a `String` out of
/// the voice's table retained and released it, and finding its bytes went through the string's
/// generic view each time. Here a word is a pointer and a length, copied with one `memcpy`.
///
/// The block is written only while the object is made and freed with it, so it is shared
/// between threads safely (hence `@unchecked Sendable`). A buffer it hands out is valid while
/// the voice that holds it is alive: every caller holds that voice for the call.
final class VoiceBytes: @unchecked Sendable {
    private let bytes: UnsafeMutableRawBufferPointer
    /// Where each text starts in ``bytes`` and how long it is, by index.
    private let spans: UnsafeMutableBufferPointer<(start: Int, count: Int)>

    init(_ texts: [String]) {
        bytes = .allocate(byteCount: max(1, texts.reduce(0) { $0 + $1.utf8.count }), alignment: 1)
        spans = .allocate(capacity: max(1, texts.count))
        var offset = 0
        for (index, text) in texts.enumerated() {
            spans[index] = (offset, text.utf8.count)
            for byte in text.utf8 {
                bytes[offset] = byte
                offset += 1
            }
        }
    }

    deinit {
        bytes.deallocate()
        spans.deallocate()
    }

    /// The UTF-8 of the text at `index`.
    @inline(__always)
    subscript(index: Int) -> UnsafeRawBufferPointer {
        let span = spans[index]
        return UnsafeRawBufferPointer(start: bytes.baseAddress! + span.start, count: span.count)
    }
}
