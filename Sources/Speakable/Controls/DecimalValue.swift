/// An exact decimal number that remembers how many fraction digits it was written with.
///
/// Steppers count in decimal, not binary: ten steps of `0.1` from `0` give exactly `1.0`
/// (phrasing spec ST5), and `1.00` keeps its two digits when spoken.
///
/// ```swift
/// let step = DecimalValue("0.05")!     // 5 × 10⁻², two fraction digits
/// let sum = DecimalValue("1")!.adding(step)!   // 1.05
/// sum.formatted(fractionDigits: 2, decimalSeparator: ",")   // "1,05"
/// ```
public struct DecimalValue: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The digits, as an integer: `1.05` is `105`.
    public let significand: Int64
    /// How many of the digits are after the point: `1.05` has `2`.
    public let fractionDigits: Int

    /// The largest number of fraction digits a value may have.
    public static let maximumFractionDigits = 12

    /// Creates `significand × 10^-fractionDigits`.
    ///
    /// ```swift
    /// DecimalValue(significand: 105, fractionDigits: 2)   // 1.05
    /// ```
    public init(significand: Int64, fractionDigits: Int) {
        precondition((0...Self.maximumFractionDigits).contains(fractionDigits))
        self.significand = significand
        self.fractionDigits = fractionDigits
    }

    /// Parses decimal notation (`-1.50`, `+3`, `2.5e-1`), keeping the fraction digits as
    /// written. Returns `nil` for anything else (`nan`, `inf`, `0x10`, too many digits).
    ///
    /// ```swift
    /// DecimalValue("1.00")?.fractionDigits   // 2
    /// DecimalValue(".nan")                   // nil
    /// ```
    public init?(_ text: String) {
        if let plain = Self.plain(text) {
            self = plain
            return
        }
        var scalars = Substring(text)
        var negative = false
        if let sign = scalars.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            scalars = scalars.dropFirst()
        }
        var exponent = 0
        if let e = scalars.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            // A range check, not `abs`: `abs(Int.min)` traps (`1e-9223372036854775808`).
            guard let parsed = Int(scalars[scalars.index(after: e)...]), (-30...30).contains(parsed) else { return nil }
            exponent = parsed
            scalars = scalars[..<e]
        }
        let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty),
              whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit)
        else { return nil }
        var digits = 0 as Int64
        for character in whole + fraction {
            let (times, overflow1) = digits.multipliedReportingOverflow(by: 10)
            let (plus, overflow2) = times.addingReportingOverflow(Int64(character.asciiValue! - 48))
            guard !overflow1, !overflow2 else { return nil }
            digits = plus
        }
        var scale = fraction.count - exponent
        while scale < 0 {
            let (times, overflow) = digits.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            digits = times
            scale += 1
        }
        guard scale <= Self.maximumFractionDigits else { return nil }
        self.init(significand: negative ? -digits : digits, fractionDigits: scale)
    }

    /// A number written the plain way (`-12.50`: a sign, digits, a point, digits), read from
    /// its bytes; `nil` for anything else, which the general reading above then judges. A
    /// document has a number for every stepper and slider field, and reading characters was a
    /// twentieth of reading a document.
    private static func plain(_ text: String) -> DecimalValue? {
        var digits = 0 as Int64, count = 0, fractionDigits = 0, negative = false, inFraction = false
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where index == 0: negative = true
            case UInt8(ascii: "+") where index == 0: break
            case UInt8(ascii: ".") where !inFraction: inFraction = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (times, overflow1) = digits.multipliedReportingOverflow(by: 10)
                let (plus, overflow2) = times.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
                guard !overflow1, !overflow2 else { return nil }
                digits = plus
                count += 1
                if inFraction { fractionDigits += 1 }
            default: return nil
            }
        }
        guard count > 0, fractionDigits <= maximumFractionDigits else { return nil }
        return DecimalValue(significand: negative ? -digits : digits, fractionDigits: fractionDigits)
    }

    /// The shortest decimal that reads back as this `Double` (`0.1` is `0.1`, not
    /// `0.1000000000000000055…`), or `nil` for NaN, infinities and values out of range.
    ///
    /// ```swift
    /// DecimalValue(0.05 as Double)?.fractionDigits   // 2
    /// ```
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        self.init(text)
    }

    /// This value with `digits` fraction digits, or `nil` if that loses digits or overflows.
    ///
    /// ```swift
    /// DecimalValue("1.5")!.rescaled(to: 3)   // 1.500
    /// ```
    public func rescaled(to digits: Int) -> DecimalValue? {
        guard digits >= fractionDigits, digits <= Self.maximumFractionDigits else { return nil }
        var result = significand
        for _ in fractionDigits..<digits {
            let (times, overflow) = result.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            result = times
        }
        return DecimalValue(significand: result, fractionDigits: digits)
    }

    /// The value written with exactly `digits` fraction digits and the given separator.
    /// Digits beyond the value's own are zeros; fewer digits are not asked for by phrasing.
    ///
    /// ```swift
    /// DecimalValue("-0.5")!.formatted(fractionDigits: 2, decimalSeparator: ",")   // "-0,50"
    /// ```
    public func formatted(fractionDigits digits: Int, decimalSeparator: String = ".") -> String {
        let value = rescaled(to: max(digits, fractionDigits)) ?? self
        // Written into a line on the stack and made a string once: phrasing speaks a value for
        // every slider and stepper, and joining strings cost it a tenth.
        return LineWriter.string { value.write(decimalSeparator: decimalSeparator, to: &$0) }
    }

    /// The value's digits, with the separator before its fraction digits: the digits are
    /// written last first into a small buffer on the stack (the 19 digits of any significand,
    /// or its 12 fraction digits and the zero before them), then copied in order.
    func write<Writer: ClauseWriter>(decimalSeparator: String, to writer: inout Writer) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 24 bytes
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count, magnitude = significand.magnitude, written = 0
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                written += 1
            } while magnitude > 0 || written <= fractionDigits
            if significand < 0 { writer.append("-") }
            let point = buffer.count - fractionDigits
            writer.append(utf8: UnsafeRawBufferPointer(rebasing: buffer[start..<point]))
            if fractionDigits > 0 {
                writer.append(decimalSeparator)
                writer.append(utf8: UnsafeRawBufferPointer(rebasing: buffer[point...]))
            }
        }
    }

    /// The value as written, with a `.` separator.
    ///
    /// ```swift
    /// DecimalValue("1.50")!.description   // "1.50"
    /// ```
    public var description: String { formatted(fractionDigits: fractionDigits) }

    /// Compares exactly, whatever the fraction digits.
    ///
    /// ```swift
    /// DecimalValue("1.0")! == DecimalValue("1")!   // true
    /// ```
    public static func == (lhs: DecimalValue, rhs: DecimalValue) -> Bool {
        guard let (a, b) = aligned(lhs, rhs) else { return false }
        return a == b
    }

    /// Hashes the value so that equal numbers hash alike (`1.0` and `1`).
    ///
    /// ```swift
    /// Set([DecimalValue("1.0")!, DecimalValue("1")!]).count   // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        var digits = significand, scale = fractionDigits
        while scale > 0, digits % 10 == 0 { digits /= 10; scale -= 1 }
        hasher.combine(digits)
        hasher.combine(scale)
    }

    /// Orders exactly.
    ///
    /// ```swift
    /// DecimalValue("0.9")! < DecimalValue("1")!   // true
    /// ```
    public static func < (lhs: DecimalValue, rhs: DecimalValue) -> Bool {
        guard let (a, b) = aligned(lhs, rhs) else {
            // Only values too large to align get here; their signs and magnitudes decide.
            return Double(lhs.significand) / pow10(lhs.fractionDigits) < Double(rhs.significand) / pow10(rhs.fractionDigits)
        }
        return a < b
    }

    /// The exact sum, or `nil` on overflow.
    ///
    /// ```swift
    /// DecimalValue("0.1")!.adding(DecimalValue("0.2")!)   // 0.3
    /// ```
    public func adding(_ other: DecimalValue) -> DecimalValue? {
        guard let (a, b) = Self.aligned(self, other) else { return nil }
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : DecimalValue(significand: sum, fractionDigits: max(fractionDigits, other.fractionDigits))
    }

    /// The exact difference, or `nil` on overflow.
    ///
    /// ```swift
    /// DecimalValue("1")!.subtracting(DecimalValue("0.25")!)   // 0.75
    /// ```
    public func subtracting(_ other: DecimalValue) -> DecimalValue? {
        guard other.significand != .min else { return nil }
        return adding(DecimalValue(significand: -other.significand, fractionDigits: other.fractionDigits))
    }

    /// The significands of both values at their common scale, or `nil` on overflow.
    private static func aligned(_ lhs: DecimalValue, _ rhs: DecimalValue) -> (Int64, Int64)? {
        let scale = max(lhs.fractionDigits, rhs.fractionDigits)
        guard let a = lhs.rescaled(to: scale), let b = rhs.rescaled(to: scale) else { return nil }
        return (a.significand, b.significand)
    }

    private static func pow10(_ n: Int) -> Double {
        (0..<n).reduce(1.0) { value, _ in value * 10 }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
