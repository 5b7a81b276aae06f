import Foundation
import Testing
@testable import Speakable

/// Phrasing spec §5: the secret never leaves.
@Suite("§5 Secure text fields")
struct SecureTextFieldTests {
    static let secret = "hunter2🔑"

    @Test("S1 the characters appear in no description, debug description or dump")
    func s1NoPrintedForm() {
        let field = SecureTextField("Password", text: SecureText(Self.secret))
        let screen = Screen { field }
        var dumped = ""
        dump(screen, to: &dumped)
        var alert = Alert(title: "Unlock", style: .loginAndPasswordInput)
        alert.setText(Self.secret, ofTextFieldAt: 1)
        var alertDump = ""
        dump(alert, to: &alertDump)
        let printed = [
            "\(field)", String(describing: field), String(reflecting: field), "\(screen)", String(reflecting: screen),
            dumped, alertDump, "\(alert)", "\(Control.secureTextField(field))", "\(field.text)",
        ]
        for text in printed {
            #expect(!text.contains("hunter"), "leaked in: \(text)")
        }
        #expect(field.text.revealed == Self.secret)
    }

    @Test("S1 the characters appear in no utterance, segment or element, in any locale")
    func s1NoUtterance() {
        for locale in SpeechLocale.allCases {
            let screen = Screen { SecureTextField("Password", text: SecureText(Self.secret)) }
            let utterances = SpeechGenerator(voice: voice(locale)).render(screen)
            let element = AccessibilityTree(screen: screen).focusStops[0].element
            #expect(!"\(utterances)".contains("hunter"))
            #expect(!"\(element)".contains("hunter"))
        }
    }

    @Test("S2 a non-empty secure value is spoken as a character count")
    func s2Count() {
        #expect(say(SecureTextField("Password", text: "abc")) == ["Password: 3 characters. Secure Text Field. Double tap to edit."])
        #expect(say(SecureTextField("Password", text: "a")) == ["Password: 1 character. Secure Text Field. Double tap to edit."])
    }

    @Test("S2 the count is of grapheme clusters")
    func s2Graphemes() {
        #expect(say(SecureTextField("PIN", text: "e\u{301}👍🏽🇫🇷")) == ["PIN: 3 characters. Secure Text Field. Double tap to edit."])
    }

    @Test("S2 with no label only the count")
    func s2NoLabel() {
        #expect(say(SecureTextField(text: "secret123")) == ["9 characters. Secure Text Field. Double tap to edit."])
    }

    @Test("S2 an empty secure field is its label")
    func s2Empty() {
        #expect(say(SecureTextField("Password")) == ["Password. Secure Text Field. Double tap to edit."])
    }

    @Test("S4 counts use the locale's plural rules")
    func s4Plurals() {
        let ru = voice(.ru)
        #expect([1, 2, 5, 11, 21, 22, 25, 112].map(ru.characterCount) ==
                ["1 символ", "2 символа", "5 символов", "11 символов", "21 символ", "22 символа", "25 символов", "112 символов"])
        #expect(voice(.zhHans).characterCount(3) == "3个字符")
        #expect(voice().characterCount(0) == "0 characters")
        #expect(say(SecureTextField("Пароль", text: "abcde"), in: .ru) == ["Пароль: 5 символов. Защищённое текстовое поле. коснитесь дважды, чтобы редактировать"])
        #expect(say(SecureTextField("密码", text: "abc"), in: .zhHans) == ["密码：3个字符。 安全文本栏。 连按两次以编辑。"])
    }
}
