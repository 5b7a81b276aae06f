/// Text made safe for XML, SVG and HTML, element text or a quoted attribute alike: the five
/// markup characters escaped, and what XML 1.0 forbids (C0 controls other than tab, line feed
/// and carriage return, DEL, U+FFFE and U+FFFF) shown as U+FFFD, so that a label, a document's
/// name or a diff can neither close its element nor make the file unreadable. JUnit results,
/// the picture's SVG and the report's pages are all written through it.
///
/// ```swift
/// XMLText.escaped("<b> & \"c\"\u{7}")   // "&lt;b&gt; &amp; &quot;c&quot;\u{FFFD}"
/// ```
public enum XMLText {
    /// The escaped text.
    public static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                output.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return output
    }
}
