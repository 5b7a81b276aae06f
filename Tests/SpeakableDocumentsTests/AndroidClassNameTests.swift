import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// An Android node's class name, told once per node and per class (issue 33's speed work): the
/// byte cut of ``AndroidSimpleClassName`` answers as `split` on `.` did, and the reader's class
/// cache keeps its answers right past its limit.
@Suite("Android class names")
struct AndroidClassNameTests {
    /// The last part as the roles were first told it: split on `.` as characters.
    private func splitSimpleName(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    @Test("TB9 A class's simple name is cut as split on '.' cuts it: trailing dots, only dots, none, other scripts")
    func testTB9_simpleClassNameCutsAsSplitDoes() {
        let names = ["android.widget.Button", "Button", "", ".", "...", "a..b", "android.widget.", "android.widget.ListView..",
                     ".ScrollView", "com.example.Fancy$Inner", "androidx.appcompat.widget.AppCompatEditText",
                     "com.ex\u{301}ample.Caf\u{E9}EditText", "a.\u{301}EditText", "\u{0600}EditText", "a.b\r\n.c", "日本.リスト"]
        for name in names {
            let simple = AndroidSimpleClassName(name)
            #expect(String(simple.name) == splitSimpleName(name), "\(name)")
            for suffix: StaticString in ["EditText", "Button", "Spinner", "ListView", ""] {
                #expect(simple.hasSuffix(suffix) == splitSimpleName(name).hasSuffix(suffix.description), "\(name) \(suffix)")
            }
        }
    }

    @Test("TB9 Scroll containers and the nearest iOS type are told from the simple name")
    func testTB9_classAnswersFromTheSimpleName() {
        #expect(TalkBackFocusRule.isScrollContainer(AndroidNode(className: "androidx.recyclerview.widget.RecyclerView")))
        #expect(TalkBackFocusRule.isScrollContainer(AndroidNode(className: "android.widget.ListView.")))
        #expect(!TalkBackFocusRule.isScrollContainer(AndroidNode(className: "com.example.MyListView")))
        #expect(!TalkBackFocusRule.isScrollContainer(AndroidNode(className: "android.widget.Spinner")))
        #expect(AndroidClass("androidx.appcompat.widget.AppCompatEditText") == .editText)
        #expect(AndroidClass("com.google.android.material.switchmaterial.SwitchMaterial") == .switchControl)
        #expect(AndroidClass("android.widget.CheckBox") == .checkable)
        #expect(AndroidClass("android.widget.ImageButton") == .image)
        #expect(AndroidClass("android.widget.Button") == .button)
        #expect(AndroidClass("android.widget.SeekBar") == .seekBar)
        #expect(AndroidClass("android.widget.TextView") == .other)
    }

    @Test("TB4 The reader tells each class once, keeps at most its limit of classes, and answers right past it")
    func testTB4_classNamesAreToldOncePerClassWithinALimit() {
        var classNames = AndroidClassNames()
        func entry(_ name: String) -> AndroidClassNames.Entry {
            name.withCString { classNames.entry($0) }
        }
        for _ in 0..<3 {
            #expect(entry("android.widget.EditText").role == .editText)
            #expect(entry("androidx.compose.ui.platform.ComposeView").isComposeView)
        }
        #expect(classNames.count == 2)
        for index in 0..<(AndroidClassNames.limit * 2) { _ = entry("com.example.View\(index)") }
        #expect(classNames.count == AndroidClassNames.limit)
        #expect(entry("com.example.LateEditText").role == .editText)
        #expect(entry("com.example.LateEditText").name == "com.example.LateEditText")
        #expect(entry("android.widget.EditText").role == .editText)
    }

    @Test("TB4 A dump of more classes than the reader keeps is read as one of few")
    func testTB4_manyClassesReadAsFew() throws {
        let many = (0..<(AndroidClassNames.limit + 10)).map { androidNode("com.example.Label\($0)", #"text="L\#($0)""#) }.joined()
        let field = androidNode("com.example.LateEditText", #"text="typed" focusable="true""#)
        let stops = try androidStops(uiautomatorDump(many + field))
        #expect(stops.count == AndroidClassNames.limit + 11)
        #expect(stops.last?.android?.className == "com.example.LateEditText")
        #expect(stops.last?.traits.contains(.textField) == true)
    }
}
