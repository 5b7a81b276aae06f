/// Turns the bytes a terminal sends into keys: control bytes, escape sequences (arrows, Home,
/// End, Shift-Tab) and UTF-8 characters.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B, 0x5A])   // [.shiftTab]
/// ```
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence. A lone ESC stays pending until
    /// ``flush()`` says no more came: then it was the Escape key.
    public var isPending: Bool { !pending.isEmpty }

    /// The keys completed by these bytes.
    public mutating func feed(_ bytes: [UInt8]) -> [PromptKey] {
        pending += bytes
        var keys: [PromptKey] = []
        while let (key, used) = Self.decode(pending) {
            keys.append(key)
            pending.removeFirst(used)
        }
        return keys
    }

    /// Ends what is pending: a lone ESC is the Escape key; a broken sequence is ignored.
    public mutating func flush() -> [PromptKey] {
        defer { pending = [] }
        return pending == [0x1B] ? [.escape] : pending.isEmpty ? [] : [.ignored]
    }

    /// One key from the front of `bytes`, and how many bytes it used; `nil` when more are needed.
    static func decode(_ bytes: [UInt8]) -> (PromptKey, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x03: return (.interrupt, 1)
        case 0x09: return (.tab, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x1B: return escapeSequence(bytes)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00..<0x20: return (.ignored, 1)
        default:
            let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
            guard bytes.count >= length else { return nil }
            guard let text = String(validating: bytes[0..<length], as: UTF8.self), let character = text.first else { return (.ignored, 1) }
            return (.character(character), length)
        }
    }

    private static func escapeSequence(_ bytes: [UInt8]) -> (PromptKey, Int)? {
        guard bytes.count >= 2 else { return nil }
        switch bytes[1] {
        case UInt8(ascii: "["):
            // CSI: parameters, then a final byte in @...~.
            guard let end = bytes.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else { return nil }
            let parameters = String(decoding: bytes[2..<end], as: UTF8.self)
            let key: PromptKey = switch (bytes[end], parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "Z"), _): .shiftTab
            case (UInt8(ascii: "~"), "3"): .delete
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            default: .ignored
            }
            return (key, end + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            let key: PromptKey = switch bytes[2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            default: .ignored
            }
            return (key, 3)
        case 0x1B:
            return (.escape, 1)
        default:
            // ESC then an ordinary key (Alt-key): Escape, and the key is read next.
            return (.escape, 1)
        }
    }
}
