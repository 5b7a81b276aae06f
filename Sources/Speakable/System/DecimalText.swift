import Glibc

/// A number written with a fixed count of decimals, as `printf`'s `%.Nf` writes it (rounding
/// as the C library does), without Foundation's `String(format:)`.
package enum DecimalText {
    /// `value` with `decimals` digits after the point: `2.5` for `(2.46, 1)`, as `%.1f` gives it.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        printed(value, format: "%.\(decimals)f")
    }

    /// `value` as `%g` writes it: `390`, `844.5`.
    package static func general(_ value: Double) -> String {
        printed(value, format: "%g")
    }

    private static func printed(_ value: Double, format: String) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        guard count > 0 else { return String(value) }
        return String(decoding: buffer[..<min(Int(count), buffer.count - 1)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
