import Speakable

/// How the picture and the pages write text and numbers.
enum Markup {
    /// For element text and attribute values (quoted with `"`): ``XMLText``, the one escaper,
    /// after ``BidiConfinement`` (no text's bidi controls reach past it).
    static func escaped(_ text: String) -> String { XMLText.escaped(BidiConfinement.confined(text)) }

    /// A coordinate or length as SVG writes it: whole numbers bare, else two decimals at most,
    /// the same bytes on every machine.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) }
        var text = DecimalText.fixed(rounded, decimals: 2)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
