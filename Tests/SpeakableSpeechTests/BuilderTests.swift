import Testing
@testable import SpeakableSpeech

/// The typed SSML builder: the only way markup reaches libespeak-ng.
@Suite("Speech: SSML builder")
struct BuilderTests {
    @Test("Text is escaped")
    func escaping() {
        #expect(SSML.text(#"<a href="x">Tom & 'Jerry'</a>"#).markup
                == "<speak>&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;</speak>")
    }

    /// Scalars of every class that joins with a neighbour into one grapheme cluster (UAX #29):
    /// prepend, extend (combining marks), ZWJ, spacing marks, variation selectors, emoji
    /// modifiers, regional indicators, Hangul jamo, and CR before LF.
    static let joiners: [String] = [
        "\u{0600}", "\u{0605}", "\u{06DD}", "\u{070F}", "\u{08E2}", "\u{110BD}", "\u{111C2}",
        "\u{0301}", "\u{20DD}", "\u{200D}", "\u{200C}", "\u{0903}", "\u{FE0F}", "\u{E0100}", "\u{1F3FB}",
        "\u{1F1E6}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\r",
    ]

    @Test("Escaping works by scalar: a < joined into a grapheme cluster by any mark is still escaped")
    func escapingJoinedMarkup() {
        for joiner in Self.joiners {
            for hostile in ["Delete\(joiner)<metadata \(joiner)>", "\(joiner)<p>\(joiner)&amp;\(joiner)\"'",
                            "<\(joiner)break time=\"60s\"/\(joiner)>"] {
                let markup = SSML { SSML.sentence(SSML.text(hostile)); SSML.characters(hostile) }.markup
                #expect(Self.textOutsideTags(markup, tags: ["<speak>", "</speak>", "<s>", "</s>", "<say-as interpret-as=\"characters\">", "</say-as>"])
                            .allSatisfy { !"<>\"'".unicodeScalars.contains($0) },
                        "U+\(String(joiner.unicodeScalars.first!.value, radix: 16)): \(markup)")
            }
        }
    }

    /// The scalars of markup outside the expected tags, compared scalar by scalar (Foundation's
    /// string search would match by grapheme cluster and miss a tag joined to a mark).
    static func textOutsideTags(_ markup: String, tags: [String]) -> [Unicode.Scalar] {
        let scalars = Array(markup.unicodeScalars), tagScalars = tags.map { Array($0.unicodeScalars) }
        var outside: [Unicode.Scalar] = [], index = 0
        scan: while index < scalars.count {
            for tag in tagScalars where scalars[index...].starts(with: tag) { index += tag.count; continue scan }
            outside.append(scalars[index])
            index += 1
        }
        return outside
    }

    @Test("Control characters are removed from text")
    func controls() {
        #expect(SSML.text("a\u{1}b\u{7F}c\u{85}d\te").markup == "<speak>abcd e</speak>")
    }

    @Test("Pauses, marks and prosody are clamped and sanitized")
    func clamping() {
        #expect(SSML.pause(milliseconds: -5).markup == #"<speak><break time="0ms"/></speak>"#)
        #expect(SSML.mark(#"a"/><audio src="x"#).markup == #"<speak><mark name="aaudiosrcx"/></speak>"#)
        #expect(SSML.prosody(rate: 9_999, volume: -1, SSML.text("x")).markup == #"<speak><prosody rate="400%" volume="0%">x</prosody></speak>"#)
    }

    @Test("Pieces compose with a builder")
    func builder() {
        let withHint = true
        let ssml = SSML {
            SSML.text("Save.")
            if withHint { SSML.pause(milliseconds: 300); SSML.text("Saves.") }
            SSML.sentence(SSML.characters("OK"))
        }
        #expect(ssml.markup == #"<speak>Save.<break time="300ms"/>Saves.<s><say-as interpret-as="characters">OK</say-as></s></speak>"#)
    }
}
