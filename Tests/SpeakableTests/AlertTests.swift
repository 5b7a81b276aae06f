import Testing
import Speakable

/// Phrasing spec §7: alerts, as `render` shows them.
@Suite("§7 Alerts")
struct AlertTests {
    static let deleteFile = Alert(title: "Delete File?", message: "This cannot be undone.", buttons: ["Delete"])

    @Test("A1 the cancel button's title defaults to the locale's Cancel")
    func a1CancelDefault() throws {
        #expect(try render(presenting(.alert(Self.deleteFile)), in: .ru).contains("Отменить. Кнопка."))
        let renamed = Alert(title: "Quit?", cancelButton: .titled("Stay"), buttons: ["Quit"])
        #expect(try render(presenting(.alert(renamed))).contains("Stay. Button."))
    }

    @Test("A2 styles add text fields")
    func a2Styles() throws {
        #expect(try render(presenting(.alert(Alert(title: "Rename", style: .plainTextInput, cancelButton: .none))))
                == ["Alert. Rename.", "Rename.", "Text Field. Double tap to edit."])
        #expect(try render(presenting(.alert(Alert(title: "Unlock", style: .secureTextInput, cancelButton: .none))))
                == ["Alert. Unlock.", "Unlock.", "Secure Text Field. Double tap to edit."])
    }

    @Test("A2 login and password fields have localized placeholders")
    func a2LoginPassword() throws {
        var alert = Alert(title: "Sign In", style: .loginAndPasswordInput, cancelButton: .none, buttons: ["Sign In"])
        #expect(try render(presenting(.alert(alert))) == [
            "Alert. Sign In.", "Sign In.", "Login. Text Field. Double tap to edit.",
            "Password. Secure Text Field. Double tap to edit.", "Sign In. Button.",
        ])
        #expect(try render(presenting(.alert(alert)), in: .ru)[2] == "Логин. текстовое поле. коснитесь дважды, чтобы редактировать")
        alert.setText("ann", ofTextFieldAt: 0)
        alert.setText("hunter2", ofTextFieldAt: 1)
        let lines = try render(presenting(.alert(alert)))
        #expect(lines[2] == "ann. Text Field. Double tap to edit.")
        #expect(lines[3] == "7 characters. Secure Text Field. Double tap to edit.")
    }

    @Test("A3 the announcement is Alert, the title and the message")
    func a3Announcement() throws {
        #expect(try render(presenting(.alert(Self.deleteFile)))[0] == "Alert. Delete File? This cannot be undone.")
        #expect(try render(presenting(.alert(Alert(title: "Saved", message: "All done", cancelButton: .none))))[0]
                == "Alert. Saved. All done.")
        #expect(try render(presenting(.alert(Alert(buttons: ["OK"]))))[0] == "Alert.")
    }

    @Test("A4 stops are title, message, text fields, then buttons; with two buttons cancel is first")
    func a4TwoButtons() throws {
        #expect(try render(presenting(.alert(Self.deleteFile))) == [
            "Alert. Delete File? This cannot be undone.", "Delete File?", "This cannot be undone.",
            "Cancel. Button.", "Delete. Button.",
        ])
    }

    @Test("A4 otherwise the other buttons in order and cancel last")
    func a4ThreeButtons() throws {
        let alert = Alert(title: "Save changes?", buttons: ["Save", "Don't Save"])
        #expect(try render(presenting(.alert(alert))).suffix(3) == ["Save. Button.", "Don't Save. Button.", "Cancel. Button."])
        let noCancel = Alert(title: "Pick", cancelButton: .none, buttons: ["A", "B"])
        #expect(try render(presenting(.alert(noCancel))).suffix(2) == ["A. Button.", "B. Button."])
    }

    @Test("A4 a disabled alert button is dimmed")
    func a4DisabledButton() throws {
        let alert = Alert(title: "Send?", buttons: [AlertAction("Send", isEnabled: false)])
        #expect(try render(presenting(.alert(alert))).last == "Send. Dimmed. Button.")
    }

    @Test("A6 an alert is modal: only its stops are rendered")
    func a6Modal() throws {
        let lines = try render(presenting(.alert(Self.deleteFile), content: { Button("Behind") }))
        #expect(!lines.contains("Behind. Button."))
    }

    @Test("A9 a second alert waits in a queue")
    func a9Queue() throws {
        var screen = try presenting(.alert(Self.deleteFile), .alert(Alert(title: "Second")))
        #expect(screen.presentations.count == 1 && screen.queuedAlerts.count == 1)
        #expect(render(screen)[0] == "Alert. Delete File? This cannot be undone.")
        screen.dismissTopPresentation()
        #expect(render(screen)[0] == "Alert. Second.")
        #expect(screen.queuedAlerts.isEmpty)
    }
}
