import Testing
import Speakable

/// Action sheets and popovers (P1–P6), shake to undo (U2–U4), notifications and the log.
@Suite("Screen reader: sheets, popovers, undo, notifications")
struct ScreenReaderPresentationTests {
    @ControlBuilder static func shareScreen() -> [Control] {
        Image("Photo")
        Button("Share").identifier("share")
    }

    @Test("P2 a compact sheet announces its title and message; cancel is last")
    func p2() throws {
        let sheet = ActionSheet(title: "Share", buttons: ["Mail"], source: "share")
        var r = reader(try presenting(.actionSheet(sheet), content: Self.shareScreen))
        #expect(r.initial == ["Share."])
        #expect(r.say(.last) == ["Cancel. Button."])
        #expect(r.say(.activate) == ["Photo. Image."])
        #expect(r.alertResults.last?.isCancel == true)
    }

    @Test("P3 a regular sheet ends with Dismiss popup, which dismisses like cancel")
    func p3() throws {
        let sheet = ActionSheet(title: "Share", buttons: ["Mail"], source: "share")
        var r = reader(try presenting(.actionSheet(sheet), width: .regular, content: Self.shareScreen))
        #expect(r.say(.last) == ["Dismiss popup. Button."])
        #expect(r.say(.activate) == ["Photo. Image."])
        #expect(r.alertResults.last?.isCancel == true)
    }

    @Test("P4 a popover is modal; its first stop is spoken when it appears")
    func p4() throws {
        var r = reader(Screen(width: .regular, Self.shareScreen))
        _ = r.say(.next)
        #expect(try r.present(.popover(Popover(source: "share") { Button("Bold") })).map(\.text) == ["Bold. Button."])
        #expect(r.say(.next) == ["Dismiss popup. Button."])
        #expect(r.say(.next) == ["[sound: boundary]"])
        #expect(r.say(.activate) == ["Share. Button."])
    }

    @Test("P5 presenting what UIKit refuses throws and changes nothing")
    func p5() throws {
        var r = reader(try presenting(.popover(Popover(source: "share", elements: [])), content: Self.shareScreen))
        #expect(throws: PresentationError.self) { try r.present(.popover(Popover(source: "share", elements: []))) }
        #expect(r.screen.presentations.count == 1)
    }

    @Test("P6 escape dismisses the topmost popover or sheet")
    func p6() throws {
        var r = reader(try presenting(.popover(Popover(source: "share") { Button("Bold") }), .alert(Alert(title: "Sure?")),
                                      width: .regular, content: Self.shareScreen))
        #expect(r.say(.escape) == ["Bold. Button."])
        #expect(r.say(.escape) == ["Photo. Image."])
        #expect(r.say(.escape) == ["[sound: unavailable]"])
    }

    @Test("U2 shake presents the undo alert: Undo and Redo names, then Cancel")
    func u2() throws {
        var screen = Screen { TextField("Note") }
        screen.undoHistory = try UndoHistory(undoActionNames: ["Typing"], redoActionNames: ["Bold"])
        var r = reader(screen)
        #expect(r.say(.shake) == ["Alert.", "Undo Typing. Button."])
        #expect(r.say(.next) == ["Redo Bold. Button."])
        #expect(r.say(.next) == ["Cancel. Button."])
    }

    @Test("U2 with one action the undo alert has two buttons, cancel first")
    func u2TwoButtons() throws {
        var screen = Screen { TextField("Note") }
        screen.undoHistory = try UndoHistory(undoActionNames: ["Typing"])
        var r = reader(screen, in: .ru)
        #expect(r.say(.shake) == ["Предупреждение.", "Отменить. Кнопка."])
        #expect(r.say(.next) == ["Отменить Typing. Кнопка."])
    }

    @Test("U2 with nothing to undo or redo shake does nothing and says nothing")
    func u2Nothing() {
        var r = reader(Screen { Button("OK") })
        #expect(r.say(.shake).isEmpty)
        #expect(r.screen.presentations.isEmpty)
    }

    @Test("U3 choosing Undo moves the action to the redo stack; Redo moves it back")
    func u3() throws {
        var screen = Screen { TextField("Note") }
        screen.undoHistory = try UndoHistory(undoActionNames: ["Typing", "Paste"])
        var r = reader(screen)
        #expect(r.say(.shake) == ["Alert.", "Cancel. Button."])
        #expect(r.say(.next) == ["Undo Paste. Button."])
        #expect(r.say(.activate) == ["Note. Text Field. Double tap to edit."])
        #expect(r.screen.undoHistory.undoActionNames == ["Typing"] && r.screen.undoHistory.redoActionNames == ["Paste"])
        #expect(r.say(.shake) == ["Alert.", "Undo Typing. Button."])
        _ = r.say(.next)
        _ = r.say(.activate)
        #expect(r.screen.undoHistory.undoActionNames == ["Typing", "Paste"])
    }

    @Test("Announcements speak without moving focus")
    func announcement() {
        var r = reader(Screen { Button("A"); Button("B") })
        _ = r.say(.next)
        #expect(r.announce("Download complete").map(\.text) == ["Download complete"])
        #expect(r.focusedStop?.element.label == "B")
    }

    @Test("screenChanged focuses the first element, or the one named")
    func screenChanged() {
        var r = reader(Screen { Button("A") })
        #expect(r.screenChanged(to: Screen { Heading("Inbox"); Button("Compose").identifier("compose") }).map(\.text) == ["Inbox. Heading."])
        #expect(r.screenChanged(focusing: "compose").map(\.text) == ["Compose. Button."])
    }

    @Test("layoutChanged applies a change and focuses the element named")
    func layoutChanged() {
        var r = reader(Screen { SecureTextField("Password") })
        let output = r.layoutChanged(focusing: "error") { screen in
            screen.elements.append(StaticText("Wrong password").identifier("error").control)
        }
        #expect(output.map(\.text) == ["Wrong password."])
    }

    @Test("§12 the transcript: initial output, then > COMMAND and its lines")
    func transcript() throws {
        var r = reader(try presenting(.alert(Alert(title: "Delete File?", message: "This cannot be undone.", buttons: ["Delete"])),
                                      content: { Button("Delete") }))
        r.perform(.next)
        r.perform(.next)
        r.perform(.activate)
        #expect(r.log.transcript == """
            Alert. Delete File? This cannot be undone.
            > next
            This cannot be undone.
            > next
            Cancel. Button.
            > activate
            Delete. Button.

            """)
    }
}
