/// SSML built from typed pieces: the only way markup reaches libespeak-ng.
///
/// Text is escaped and stripped of control characters, pauses are clamped, mark names are
/// reduced to safe characters, and there is no way to write a raw tag: `<audio>`, `<voice>` or
/// an unclosed `<` cannot be produced from any input.
///
/// ```swift
/// let ssml = SSML {
///     SSML.text("If a < b & c > d")
///     SSML.pause(milliseconds: 300)
///     SSML.mark("hint")
///     SSML.characters("OK")
/// }
/// ssml.markup
/// // <speak>If a &lt; b &amp; c &gt; d<break time="300ms"/><mark name="hint"/><say-as interpret-as="characters">OK</say-as></speak>
/// ```
public struct SSML: Hashable, Sendable {
    /// The longest pause one break may make: libespeak-ng turns a single break into up to 16
    /// minutes of silence.
    public static let maximumPauseMilliseconds = 5_000

    indirect enum Node: Hashable, Sendable {
        case text(String)
        case pause(milliseconds: Int)
        case mark(String)
        case characters(String)
        case prosody(rate: Int?, pitch: Int?, volume: Int?, [Node])
        case sentence([Node])
    }

    let nodes: [Node]

    init(nodes: [Node]) { self.nodes = nodes }

    /// Joins pieces in order.
    ///
    /// ```swift
    /// SSML([.text("Save."), .pause(milliseconds: 200), .text("Button.")])
    /// ```
    public init(_ parts: [SSML]) { self.init(nodes: parts.flatMap(\.nodes)) }

    /// Joins pieces written as statements.
    ///
    /// ```swift
    /// SSML { SSML.text("Save."); SSML.text("Button.") }
    /// ```
    public init(@SSMLBuilder _ content: () -> [SSML]) { self.init(content()) }

    /// Text, spoken as written: escaped, with control characters removed.
    ///
    /// ```swift
    /// SSML.text("<b>bold</b>")   // spoken as the characters, never as a tag
    /// ```
    public static func text(_ text: String) -> SSML { SSML(nodes: [.text(SpeechText.clean(text))]) }

    /// Silence, clamped to 0…``maximumPauseMilliseconds``.
    ///
    /// ```swift
    /// SSML.pause(milliseconds: 250)
    /// ```
    public static func pause(milliseconds: Int) -> SSML {
        SSML(nodes: [.pause(milliseconds: min(max(milliseconds, 0), maximumPauseMilliseconds))])
    }

    /// A mark whose event reports where the audio reached it. The name keeps only letters,
    /// digits, `-` and `_`, at most 64 of them. libespeak-ng 1.51 reports marks inside a clause;
    /// a mark at the very start of a sentence is dropped.
    ///
    /// ```swift
    /// SSML.mark("after-hint")
    /// ```
    public static func mark(_ name: String) -> SSML {
        let safe = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }.prefix(64).map(Character.init))
        return SSML(nodes: [.mark(safe.isEmpty ? "mark" : safe)])
    }

    /// Text spelled out letter by letter.
    ///
    /// ```swift
    /// SSML.characters("OK")   // "O K"
    /// ```
    public static func characters(_ text: String) -> SSML { SSML(nodes: [.characters(SpeechText.clean(text))]) }

    /// Content with a different rate, pitch or volume, each a percentage of normal, clamped
    /// (rate 20–400, pitch 0–200, volume 0–200).
    ///
    /// ```swift
    /// SSML.prosody(rate: 150, SSML.text("Quickly"))
    /// ```
    public static func prosody(rate: Int? = nil, pitch: Int? = nil, volume: Int? = nil, _ content: SSML) -> SSML {
        SSML(nodes: [.prosody(rate: rate.map { min(max($0, 20), 400) }, pitch: pitch.map { min(max($0, 0), 200) },
                              volume: volume.map { min(max($0, 0), 200) }, content.nodes)])
    }

    /// Content as one sentence.
    ///
    /// ```swift
    /// SSML.sentence(SSML.text("Delete File?"))
    /// ```
    public static func sentence(_ content: SSML) -> SSML { SSML(nodes: [.sentence(content.nodes)]) }

    /// The markup handed to libespeak-ng.
    ///
    /// ```swift
    /// SSML.text("Tom & Jerry").markup   // "<speak>Tom &amp; Jerry</speak>"
    /// ```
    public var markup: String {
        var output = "<speak>"
        Self.write(nodes, to: &output)
        return output + "</speak>"
    }

    /// The markup as libespeak-ng is given it: the same, without the `<speak>` element. For a
    /// `<speak>` element libespeak-ng 1.51 loads the voice and its dictionary again, at every
    /// utterance (a 166 KB file read and parsed for each line of speech); without one it keeps
    /// the voice ``EspeakEngine`` set, as it does for plain text.
    var engineMarkup: String {
        var output = ""
        Self.write(nodes, to: &output)
        return output
    }

    private static func write(_ nodes: [Node], to output: inout String) {
        for node in nodes {
            switch node {
            case .text(let text): output += escaped(text)
            case .pause(let milliseconds): output += "<break time=\"\(milliseconds)ms\"/>"
            case .mark(let name): output += "<mark name=\"\(name)\"/>"
            case .characters(let text): output += "<say-as interpret-as=\"characters\">\(escaped(text))</say-as>"
            case .prosody(let rate, let pitch, let volume, let children):
                output += "<prosody"
                if let rate { output += " rate=\"\(rate)%\"" }
                if let pitch { output += " pitch=\"\(pitch)%\"" }
                if let volume { output += " volume=\"\(volume)%\"" }
                output += ">"
                write(children, to: &output)
                output += "</prosody>"
            case .sentence(let children):
                output += "<s>"
                write(children, to: &output)
                output += "</s>"
            }
        }
    }

    /// Escapes the five XML specials, so that no text can open a tag or an entity. It works on
    /// Unicode scalars, not characters: a `<` that a prepending mark (U+0600) or a combining
    /// mark joins into one grapheme cluster with its neighbour is still a `<` to the XML reader.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var output = String.UnicodeScalarView()
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": output.append(contentsOf: "&lt;".unicodeScalars)
            case ">": output.append(contentsOf: "&gt;".unicodeScalars)
            case "&": output.append(contentsOf: "&amp;".unicodeScalars)
            case "\"": output.append(contentsOf: "&quot;".unicodeScalars)
            case "'": output.append(contentsOf: "&apos;".unicodeScalars)
            default: output.append(scalar)
            }
        }
        return String(output)
    }
}
