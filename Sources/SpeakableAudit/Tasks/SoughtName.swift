/// A name a task's action seeks, normalized, with whether its bytes are printable ASCII told
/// once, not once per stop compared with it.
struct SoughtName {
    /// The name, normalized (`TaskSession.normalized`).
    let text: String
    /// Whether every byte of it is printable ASCII.
    let isPrintableASCII: Bool
    /// Its first byte, when it is printable ASCII and not empty.
    let firstByte: UInt8?

    init(_ normalized: String) {
        text = normalized
        isPrintableASCII = normalized.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        firstByte = isPrintableASCII ? normalized.utf8.first : nil
    }
}
