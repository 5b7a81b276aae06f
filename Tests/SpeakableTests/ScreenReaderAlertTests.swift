import Testing
import Speakable

/// Phrasing spec §7 A5–A9: the alert lifecycle.
@Suite("Screen reader: alerts")
struct ScreenReaderAlertTests {
    static let deleteFile = Alert(title: "Delete File?", message: "This cannot be undone.", buttons: ["Delete"])
    @ControlBuilder static func elements() -> [Control] { Heading("Files"); Button("Delete").identifier("delete") }
    static func screen() -> Screen { Screen(elements: elements()) }

    @Test("A5 focus starts on the title and the announcement stands in for it")
    func a5Title() throws {
        var r = reader(try presenting(.alert(Self.deleteFile)))
        #expect(r.initial == ["Alert. Delete File? This cannot be undone."])
        #expect(r.say(.next) == ["This cannot be undone."])
    }

    @Test("A5 with no title or message the first stop is spoken after the announcement")
    func a5NoTitle() throws {
        let r = reader(try presenting(.alert(Alert(cancelButton: .none, buttons: ["OK"]))))
        #expect(r.initial == ["Alert.", "OK. Button."])
    }

    @Test("A6 the alert is modal: next past the last stop is a boundary")
    func a6Modal() throws {
        var r = reader(try presenting(.alert(Self.deleteFile), content: { Button("Behind") }))
        #expect(r.say(.last) == ["Delete. Button."])
        #expect(r.say(.next) == ["[sound: boundary]"])
        #expect(r.say(.first) == ["Delete File?"])
        #expect(r.say(.previous) == ["[sound: boundary]"])
    }

    @Test("A7 a button dismisses, reports the choice and returns focus to the element before")
    func a7Dismiss() throws {
        var r = reader(Self.screen())
        _ = r.say(.next)
        #expect(try r.present(.alert(Self.deleteFile)).map(\.text) == ["Alert. Delete File? This cannot be undone."])
        _ = r.say(.last)
        #expect(r.say(.activate) == ["Delete. Button."])
        #expect(r.alertResults == [AlertResult(button: .app(index: 0, title: "Delete"), textFieldValues: [])])
        #expect(r.screen.presentations.isEmpty)
    }

    @Test("A7 an alert up when the screen loads returns focus to the first element")
    func a7AtLoad() throws {
        var r = reader(try presenting(.alert(Self.deleteFile), content: Self.elements))
        _ = r.say(.last)
        #expect(r.say(.activate) == ["Files. Heading."])
    }

    @Test("A7 the text fields' values go to the caller, secure ones kept secret")
    func a7Values() throws {
        var alert = Alert(title: "Sign In", style: .loginAndPasswordInput, buttons: ["Sign In"])
        alert.setText("ann", ofTextFieldAt: 0)
        var r = reader(try presenting(.alert(alert)))
        #expect(r.say(.next) == ["ann. Text Field. Double tap to edit."])
        #expect(r.say(.next) == ["Password. Secure Text Field. Double tap to edit."])
        _ = r.say(.activate)
        _ = r.say(.type("hunter2"))
        _ = r.say(.last)
        let spoken = r.say(.activate)
        #expect(r.alertResults.last?.textFieldValues == [.plain("ann"), .secure(SecureText("hunter2"))])
        #expect(!"\(spoken) \(r.log) \(r.alertResults)".contains("hunter2"))
    }

    @Test("A8 escape acts as the cancel button")
    func a8Escape() throws {
        var r = reader(try presenting(.alert(Self.deleteFile), content: Self.elements))
        #expect(r.say(.escape) == ["Files. Heading."])
        #expect(r.alertResults.last?.isCancel == true && r.alertResults.last?.button == .cancel(title: nil))
    }

    @Test("A8 escape with no cancel button is unavailable")
    func a8NoCancel() throws {
        var r = reader(try presenting(.alert(Alert(title: "Saved", cancelButton: .none, buttons: ["OK"]))))
        #expect(r.say(.escape) == ["[sound: unavailable]"])
        #expect(r.screen.presentations.count == 1)
    }

    @Test("A9 a queued alert appears, with its announcement, when the first is dismissed")
    func a9Queue() throws {
        var r = reader(try presenting(.alert(Self.deleteFile), .alert(Alert(title: "Second", buttons: ["OK"])), content: Self.elements))
        #expect(r.say(.escape) == ["Alert. Second."])
        #expect(r.say(.escape) == ["Files. Heading."])
    }

    @Test("A9 an alert presented while one is up says nothing until it appears")
    func a9PresentQueued() throws {
        var r = reader(try presenting(.alert(Self.deleteFile)))
        #expect(try r.present(.alert(Alert(title: "Later"))).isEmpty)
        #expect(r.say(.escape) == ["Alert. Later."])
    }
}
