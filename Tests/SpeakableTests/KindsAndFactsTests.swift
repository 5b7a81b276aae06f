import Testing
@testable import Speakable

/// Issue 32 item 4: a kind has one face (tab bars and segmented controls are one series type,
/// label kinds are their traits), a fact has one home (``ElementDetails``).
@Suite("Kinds and facts: one face, one home")
struct KindsAndFactsTests {
    @Test("A tab bar and a segmented control are one type and select by one path, titles or elements")
    func testSeries_tabBarAndSegmentedControlShareOneSelectionPath() throws {
        #expect(TabBar.self == ItemSeries<TabBarStyle>.self)
        #expect(SegmentedControl.self == ItemSeries<SegmentedControlStyle>.self)
        // Titles: a double tap on the second item selects it in both.
        var tabs = reader(try Screen { try TabBar(["Feeds", "Search"], selectedIndex: 0) })
        #expect(tabs.say(.next) == ["Search. Tab. 2 of 2."])
        #expect(tabs.say(.activate) == ["Selected: Search. Tab. 2 of 2."])
        #expect(tabs.say(.activate) == [])
        var segments = reader(try Screen { try SegmentedControl(["Day", "Week"], selectedIndex: 0) })
        #expect(segments.say(.next) == ["Week. Button. 2 of 2."])
        #expect(segments.say(.activate) == ["Selected: Week. Button. 2 of 2."])
        // Elements, and a capture's group of the kind: the same rule (the item, not its siblings).
        var elements = reader(Screen { TabBar { Button("Home").selected(); Button("Inbox") } })
        #expect(elements.say(.next) == ["Inbox. Tab. 2 of 2."])
        #expect(elements.say(.activate) == ["Selected: Inbox. Tab. 2 of 2."])
        #expect(elements.say(.previous) == ["Home. Tab. 1 of 2."])
        var group = Group(containerType: .segmentedControl) { Button("A").selected(); Button("B") }.control
        let first = group.selectItem(1)
        #expect(first)
        #expect(group.childControls?.map(\.attributes.isSelected) == [false, true])
        let again = group.selectItem(1), outside = group.selectItem(5)
        #expect(!again && !outside)
    }

    @Test("A segmented control's segments are its items, and its label names its container")
    func testSeries_segmentsAreItemsAndLabelNamesTheContainer() throws {
        var control = try SegmentedControl(["Day", "Week"], selectedIndex: 1)
        control.segments.append("Month")
        control.label = "Range"
        #expect(control.items == ["Day", "Week", "Month"])
        let tree = AccessibilityTree(screen: Screen(elements: [control.control]))
        #expect(tree.containers.map(\.kind) == [.segmentedControl])
        #expect(tree.containers[0].element.label.text == "Range")
        #expect(render(Screen(elements: [control.control])) == ["Day. Button. 1 of 3.", "Selected: Week. Button. 2 of 3.", "Month. Button. 3 of 3."])
    }

    @Test("Each label kind is its traits: its element has them, and it is found again as a label kind")
    func testLabelKind_eachLabelKindIsItsTraitsAndAFewLines() {
        let kinds: [(any LabelControl, AccessibilityTraits)] = [
            (Button("A"), .button), (StaticText("A"), .staticText), (Heading("A"), .header),
            (Image("A"), .image), (Link("A"), .link), (BackButton("A"), [.button, .backButton]),
        ]
        for (kind, traits) in kinds {
            #expect(type(of: kind).kindTraits == traits)
            let control = kind.control
            #expect(control.accessibilityElement().traits == traits)
            #expect(control.disabled().accessibilityElement().traits == traits.union(.notEnabled))
            #expect(control.labelControl?.label == "A")
        }
        #expect(say(Heading("Settings")) == ["Settings. Heading."])
        #expect(say(BackButton("Back")) == ["Back Button."])
    }

    @Test("A control's details reach its element whole: one value, handed on, not copied field by field")
    func testDetails_controlDetailsReachTheElementWhole() {
        var details = ElementDetails()
        details.customActions = ["Reply"]
        details.customRotors = [CustomRotor(name: "Mentions", results: ["Ann"])]
        details.frame = ScreenFrame(x: 1, y: 2, width: 3, height: 4)
        details.sourceLine = 7
        details.capturedDescription = "Message. Button."
        var button = Button("Message")
        button.attributes.details = details
        #expect(button.attributes.customActions == ["Reply"])
        #expect(button.attributes.frame == details.frame)
        let element = button.control.accessibilityElement()
        #expect(element.details == details)
        #expect(element.customRotors == details.customRotors)
        #expect(element.capturedDescription == "Message. Button.")
        // Nothing set, nothing kept: a plain control's element has no details.
        #expect(Button("Save").control.accessibilityElement().details.isEmpty)
        #expect(ElementDetails().isEmpty && !details.isEmpty)
    }

    @Test("An element's details keep value semantics: a copy's change is its own")
    func testDetails_elementCopiesKeepValueSemantics() {
        var first = AccessibilityElement(label: "A")
        first.details.frame = ScreenFrame(x: 0, y: 0, width: 10, height: 10)
        var second = first
        second.details.sourceLine = 3
        second.frame = nil
        #expect(first.frame == ScreenFrame(x: 0, y: 0, width: 10, height: 10))
        #expect(first.sourceLine == nil)
        #expect(second.details.sourceLine == 3 && second.frame == nil)
        #expect(first != second)
        second.sourceLine = nil
        #expect(second.details.isEmpty)
        #expect(second == AccessibilityElement(label: "A"))
    }
}
