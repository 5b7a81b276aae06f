import Testing
import Speakable

/// Phrasing spec §13: context suffixes (C1–C3) and custom actions and content (X1).
@Suite("§13 Context and actions")
struct ContextTests {
    @Test("C1 a series position follows the trait words, in the locale's format")
    func c1Series() throws {
        #expect(say(try SegmentedControl(["A", "B"], selectedIndex: nil), in: .ru) == ["A. Кнопка. 1 из 2.", "B. Кнопка. 2 из 2."])
        #expect(say(try SegmentedControl(["甲"], selectedIndex: nil), in: .zhHans) == ["甲。 按钮。 第1项，共1项。"])
    }

    @Test("C2 a list's first stop says List Start., its last List End.")
    func c2List() {
        #expect(say(Group("Recent", containerType: .list) { Button("Ann"); StaticText("Bob"); Button("Cy") }) == [
            "Ann. Button. List Start.", "Bob.", "Cy. Button. List End.",
        ])
        #expect(say(Group("Recent", containerType: .list) { Button("Ann"); Button("Bob") }, in: .ru) == [
            "Ann. Кнопка. Начало списка.", "Bob. Кнопка. Конец списка.",
        ])
    }

    @Test("C2 a list with one stop says List Start. only")
    func c2OneStop() {
        #expect(say(Group(containerType: .list) { Button("Ann") }) == ["Ann. Button. List Start."])
    }

    @Test("C3 a landmark's first stop says Landmark., its last End.; one stop: Landmark. only")
    func c3Landmark() {
        #expect(say(Group("Footer", containerType: .landmark) { Link("Terms"); Link("Privacy") }) == [
            "Terms. Link. Landmark.", "Privacy. Link. End.",
        ])
        #expect(say(Group(containerType: .landmark) { Link("Terms") }) == ["Terms. Link. Landmark."])
        #expect(say(Group(containerType: .landmark) { Link("Terms"); Link("Privacy") }, in: .ru) == [
            "Terms. Ссылка. Ориентир.", "Privacy. Ссылка. Конец строки.",
        ])
    }

    @Test("X1 custom actions add Actions Available., custom content More Content Available.")
    func x1Available() {
        let message = Button("Message from Ann").actions(["Reply", "Delete"])
            .customContent([CustomContent(label: "Sent", value: "9:41")])
        #expect(say(message) == ["Message from Ann. Button. Actions Available. More Content Available."])
        #expect(say(message, in: .ru) == ["Message from Ann. Кнопка. Доступны действия. Доступно больше контента."])
    }

    @Test("X1 action NAME performs the focused element's action and says nothing; an unknown name is unavailable")
    func x1ActionCommand() throws {
        var r = reader(Screen { Button("Message from Ann").actions(["Reply", "Delete"]) })
        #expect(r.say(.action("Delete")) == [])
        #expect(r.performedActions.map(\.action) == ["Delete"])
        #expect(r.say(.action("Forward")) == ["[sound: unavailable]"])
        #expect(try ScreenReaderCommand(parsing: "action Mark as Read") == .action("Mark as Read"))
    }
}
