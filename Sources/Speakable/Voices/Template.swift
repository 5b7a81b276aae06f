/// Fills the `{name}` placeholders of a voice's phrases (`{n} characters`, `{i} of {n}`,
/// `{hint}. Swipe up…`). Plain Swift over UTF-8, because phrasing runs this for every series
/// position and percentage it speaks, and Foundation's `replacingOccurrences` costs more than
/// the rest of phrasing together. A placeholder that is not given is left as written.
///
/// ```swift
/// Template.fill("{i} of {n}", "i", "1", "n", "3")   // "1 of 3"
/// ```
enum Template {
    /// The template with one or two placeholders filled.
    static func fill(_ template: String, _ first: String, _ firstValue: String, _ second: String? = nil,
                     _ secondValue: String = "") -> String {
        var output = ""
        output.reserveCapacity(template.utf8.count + firstValue.utf8.count + secondValue.utf8.count)
        forEachPiece(of: template, first, firstValue, second, secondValue) { output += $0 }
        return output
    }

    /// The pieces of the filled template in order, without building it: phrasing writes them
    /// straight into the line it is making.
    static func forEachPiece(of template: String, _ first: String, _ firstValue: String, _ second: String?,
                             _ secondValue: String, _ body: (Substring) -> Void) {
        var rest = template[...]
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")),
              let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: "}")) {
            let name = rest[rest.index(after: open)..<close]
            body(rest[..<open])
            if name == first { body(firstValue[...]) }
            else if let second, name == second { body(secondValue[...]) }
            else { body(rest[open...close]) }
            rest = rest[rest.index(after: close)...]
        }
        body(rest)
    }
}
