import Testing
@testable import Speakable

/// talkback.md TB12, TB19: what makes TalkBack's phrasing cheap (issue 33) says the same words.
/// Its templates are split when a voice is loaded, a part holds its content in a segment's room,
/// and a one-character text is told by its bytes when it is ASCII; each is held here to the way
/// it was said before: the template filled in full, the content as given, Unicode's whitespace.
@Suite("TalkBack parts, cheaply")
struct TalkBackPartStorageTests {
    @Test("TB19 every TalkBack template split at load says what filling it in full says, in en, ru and zh-Hans")
    func testTB19_splitTemplatesSayWhatFilledTemplatesSay() throws {
        let templates = VoiceKey.allCases.filter { $0.fileKey.hasPrefix("talkback.") }
        for locale in [SpeechLocale.en, .ru, .zhHans] {
            let voice = try Voice.builtIn(locale)
            for key in templates {
                let filled = Template.fill(voice[key], "1", voice[.talkBackDoubleTap], "2", "42")
                #expect(TalkBackPart(kind: .hint, .template(key, .word(.talkBackDoubleTap), .number(42))).text(in: voice) == filled,
                        "\(locale) \(key.fileKey)")
                #expect(TalkBackPart(kind: .hint, .template(key, .word(.talkBackSwipeUp))).text(in: voice)
                        == Template.fill(voice[key], "1", voice[.talkBackSwipeUp]), "\(locale) \(key.fileKey)")
                #expect(TalkBackPart(kind: .context, .template(key, .number(3), .number(7))).text(in: voice)
                        == Template.fill(voice[key], "1", "3", "2", "7"), "\(locale) \(key.fileKey)")
                // A second value not given leaves `{2}` as written.
                let one = Template.fill(voice[key], "1", "Ann")
                #expect(TalkBackPart(kind: .hint, .template(key, .text("Ann"))).text(in: voice) == one, "\(locale) \(key.fileKey)")
            }
        }
    }

    @Test("NumberedPiece: text, {1} and {2} in order; any other placeholder stays text")
    func testTB19_templatesSplitIntoTextAndPlaceholders() {
        #expect(NumberedPiece.pieces(of: "{1} of {2}") == [.first, .text(" of "), .second])
        #expect(NumberedPiece.pieces(of: "\"{1}\" or \"{2}\" to adjust") == [.text("\""), .first, .text("\" or \""), .second, .text("\" to adjust")])
        #expect(NumberedPiece.pieces(of: "{x} and {1}") == [.text("{x} and "), .first])
        #expect(NumberedPiece.pieces(of: "{1") == [.text("{1")])
    }

    @Test("TB12 a part gives back the content it was made with, and parts are equal when their contents are")
    func testTB12_partKeepsItsContent() {
        let contents: [TalkBackPart.Content] = [
            .text("Wi-Fi"), .text(""), .word(.talkBackButton), .label(AccessibilityLabel(word: .cancel)),
            .value(.percent(50)), .value(.number(DecimalValue(significand: 15, fractionDigits: 1), fractionDigits: 1)),
            .template(.talkBackActivateHint, .word(.talkBackDoubleTap)),
            .template(.talkBackAdjustHint, .word(.talkBackSwipeUp), .word(.talkBackSwipeDown)),
            .template(.talkBackListIndex, .number(3), .number(7)),
            .template(.talkBackListIndex, .number(Int.max), .number(-1)),
            .template(.talkBackListIndex, .number(3), nil),
            .template(.talkBackError, .text("Required")),
            .count(.characters, 5), .menu(actions: true, links: false), .menu(actions: true, links: true),
        ]
        for content in contents {
            let part = TalkBackPart(kind: .state, content)
            #expect(part.content == content)
            #expect(part == TalkBackPart(kind: .state, content))
            #expect(part.hashValue == TalkBackPart(kind: .state, content).hashValue)
            #expect(part != TalkBackPart(kind: .label, content))
        }
        #expect(Set(contents.map { TalkBackPart(kind: .state, $0) }).count == contents.count)
    }

    @Test("TB12 a TalkBack part is held in the segment: no larger than a label or a value")
    func testTB12_segmentHoldsAPartInPlace() {
        #expect(MemoryLayout<TalkBackPart>.size <= max(MemoryLayout<AccessibilityLabel>.size, MemoryLayout<AccessibilityValue>.size))
    }

    @Test("TB12 F§3.7 a one-character text is named by its bytes as by Unicode's whitespace")
    func testTB12_symbolNamesAgreeForASCIIAndUnicodeWhitespace() {
        let texts = [".", " . ", "\t-\n", "%", "\r\n%\u{0B}", "\u{0C}.", ". .", "..", "a", "+", "-a", "•", " • ",
                     "\u{00A0}.\u{00A0}", ".\u{2003}", "\u{3000}-", ".é", "", String(repeating: " ", count: 15) + ".", String(repeating: " ", count: 16) + "."]
        for text in texts {
            var symbol: Unicode.Scalar?, several = false
            for scalar in text.unicodeScalars where !scalar.properties.isWhitespace {
                several = several || symbol != nil
                symbol = scalar
            }
            let names: [Unicode.Scalar: VoiceKey] = [".": .talkBackPeriod, "%": .talkBackPercentSign, "-": .talkBackDash, "\u{2022}": .talkBackBullet]
            let expected = several || text.utf8.count > 16 ? nil : symbol.flatMap { names[$0] }
            #expect(TalkBackSymbol.word(for: text) == expected, "\(text.debugDescription)")
        }
    }
}
