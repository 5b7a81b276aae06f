/// The last dotted part of an Android class name (`Button` of `android.widget.Button`), which
/// the roles of a capture's nodes are told by, with the tests asked of it.
///
/// A capture asks this of every node, several times, so an ASCII name (every real one) is cut and
/// tested as bytes: the same answers as cutting it on `.` as characters and testing it as a
/// string, without the arrays and substrings of `split`. A name with any other character takes
/// that character path, whose grapheme rules a byte test would not follow.
///
/// ```swift
/// let simple = AndroidSimpleClassName("androidx.appcompat.widget.AppCompatEditText")
/// simple.hasSuffix("EditText")   // true
/// simple == "AppCompatEditText"  // true
/// ```
public struct AndroidSimpleClassName {
    /// The part after the last `.` that has something after it (a trailing `.` is no part, as
    /// `split` omits empty parts); the whole name when it has no such part.
    public let name: Substring
    private let isASCII: Bool

    public init(_ className: String) {
        let utf8 = className.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            name = className.split(separator: ".").last ?? className[...]
            isASCII = false
            return
        }
        isASCII = true
        let dot = UInt8(ascii: ".")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == dot { end = utf8.index(before: end) }
        guard end > utf8.startIndex else {
            name = className[...]   // only dots, or empty: no part at all
            return
        }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != dot { start = utf8.index(before: start) }
        // Next to a `.` in ASCII is always a character boundary.
        name = className[start..<end]
    }

    /// Whether the name ends with `suffix` (an ASCII literal).
    public func hasSuffix(_ suffix: StaticString) -> Bool {
        guard isASCII else { return name.hasSuffix(suffix.description) }
        let tail = suffix.utf8CodeUnitCount
        guard name.utf8.count >= tail else { return false }
        return suffix.withUTF8Buffer { name.utf8.suffix(tail).elementsEqual($0) }
    }

    /// Whether the name is `other`.
    public static func == (simple: AndroidSimpleClassName, other: String) -> Bool {
        simple.name == other
    }
}
