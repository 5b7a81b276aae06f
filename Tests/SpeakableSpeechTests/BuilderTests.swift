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
