import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Documents spec: what a valid document means.
@Suite("Documents: format")
struct DocumentFormatTests {
    @Test("Defaults: locale en, width compact, no elements")
    func defaults() throws {
        let doc = try document("elements: []")
        #expect(doc.locale == .en && doc.screen.width == .compact && doc.screen.elements.isEmpty && doc.commands == nil)
    }

    @Test("A bare string is the label")
    func bareLabel() throws {
        #expect(try rendered("elements: [button: Save, text: Hello, heading: Settings, image: Logo, link: Terms]")
                == ["Save. Button.", "Hello.", "Settings. Heading.", "Logo. Image.", "Terms. Link."])
    }

    @Test("Every control takes id, hint, enabled and selected")
    func commonKeys() throws {
        #expect(try rendered("elements: [button: {label: Save, hint: Saves the file., enabled: false, selected: true, id: save}]")
                == ["Selected: Save. Dimmed. Button. Saves the file."])
    }

    @Test("Text fields and secure text fields")
    func textFields() throws {
        #expect(try rendered("""
            elements:
              - textField: {label: Name, placeholder: Your name, text: Ann, id: name}
              - secureTextField: {label: Password, text: hunter2}
            """) == ["Name: Ann. Text Field. Double tap to edit.", "Password: 7 characters. Secure Text Field. Double tap to edit."])
    }

    @Test("A stepper with every key")
    func stepper() throws {
        let doc = try document("""
            elements:
              - stepper: {label: Quantity, value: 3, min: 0, max: 10, step: 1,
                          wraps: false, autorepeat: true, continuous: true, exposure: adjustable}
            """)
        guard case .stepper(let stepper) = doc.screen.elements[0] else { Issue.record("not a stepper"); return }
        #expect(stepper.value == 3 && stepper.maximumValue == 10 && stepper.autorepeat && stepper.isContinuous)
    }

    @Test("Stepper numbers keep their fraction digits as written")
    func stepperDigits() throws {
        #expect(try rendered("elements: [stepper: {label: P, value: 1.00, step: 0.5}]")[0].hasPrefix("P: 1.00."))
    }

    @Test("A generic element with traits")
    func element() throws {
        #expect(try rendered(#"elements: [element: {label: "26", value: "", hint: "", traits: [selected, notEnabled, header]}]"#)
                == ["Selected: 26. Dimmed. Heading."])
    }

    @Test("Groups nest")
    func groups() throws {
        #expect(try rendered("elements: [group: {label: Shipping, children: [textField: Street]}]")
                == ["Street. Text Field. Double tap to edit."])
    }

    @Test("Undo history")
    func undo() throws {
        let doc = try document("undo: {levels: 0, undo: [Typing, Name Change], redo: []}")
        #expect(doc.screen.undoHistory.undoActionNames == ["Typing", "Name Change"])
    }

    @Test("Presentations apply in order; a second alert waits")
    func presentations() throws {
        let doc = try document("""
            present:
              - alert: {title: First}
              - alert: {title: Second}
            """)
        #expect(doc.screen.presentations.count == 1 && doc.screen.queuedAlerts.count == 1)
    }

    @Test("cancel: null removes the cancel button; a string renames it")
    func cancel() throws {
        #expect(try rendered("present: [alert: {title: A, cancel: null, buttons: [OK]}]") == ["Alert. A.", "A.", "OK. Button."])
        #expect(try rendered("present: [alert: {title: A, cancel: Stay}]").last == "Stay. Button.")
    }

    @Test("Alert text field values fill the style's fields")
    func textFieldValues() throws {
        let lines = try rendered("present: [alert: {style: loginAndPasswordInput, textFields: [{text: ann}, {text: hunter2}]}]")
        #expect(lines.contains("ann. Text Field. Double tap to edit."))
        #expect(lines.contains("7 characters. Secure Text Field. Double tap to edit."))
    }

    @Test("Action sheets and popovers with sources")
    func sheets() throws {
        #expect(try rendered("""
            width: regular
            elements: [button: {label: Share, id: share}]
            present: [actionSheet: {title: Share, message: Choose a target, cancel: Cancel, buttons: [Mail, Messages], source: share}]
            """).last == "Dismiss popup. Button.")
        #expect(try rendered("""
            elements: [button: {label: Font, id: font}]
            present: [popover: {source: font, elements: [button: Bold]}]
            """) == ["Bold. Button.", "Dismiss popup. Button."])
    }

    @Test("Commands are parsed")
    func commands() throws {
        #expect(try document(#"commands: [next, next, activate, "type hello", escape]"#).commands
                == [.next, .next, .activate, .type("hello"), .escape])
    }

    @Test("JSON is accepted")
    func json() throws {
        #expect(try rendered(#"{"locale": "ru", "elements": [{"button": "Сохранить"}]}"#) == ["Сохранить. Кнопка."])
    }

    @Test("Any Unicode in text is spoken as text")
    func unicode() throws {
        #expect(try rendered(#"elements: [button: "<b>&amp; \u0001 שלום 👍🏽 e\u0301"]"#) == ["<b>&amp; שלום 👍🏽 é. Button."])
    }

    @Test("A byte-order mark is allowed")
    func bom() throws {
        let doc = try ScreenDocument(data: Data([0xEF, 0xBB, 0xBF] + Array("elements: [button: OK]".utf8)), path: "bom.yaml")
        #expect(doc.screen.elements.count == 1)
    }
}
