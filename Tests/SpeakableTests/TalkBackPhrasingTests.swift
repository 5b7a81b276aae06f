import Testing
@testable import Speakable

/// talkback.md TB8, TB9, TB12–TB18: what TalkBack says for a stop, from Android nodes built in
/// Swift (as a capture reader makes them) and from the Swift API's controls (TB18), with
/// TalkBack's worked examples of talkback-facts.md F§3.10 in English.
@Suite("TalkBack TB12-TB18 phrasing")
struct TalkBackPhrasingTests {
    // MARK: Android nodes, as a capture gives them

    /// An element of an Android capture: the node, and the ordinary fields VoiceOver reads.
    static func node(_ className: String, text: String = "", description: String = "", children: [AccessibilityElement] = [],
                     _ configure: (inout AndroidNode) -> Void = { _ in }) -> AccessibilityElement {
        var node = AndroidNode(className: className)
        node.text = text
        node.contentDescription = description
        configure(&node)
        var element = AccessibilityElement(label: description.isEmpty ? text : description, children: children)
        element.android = node
        return element
    }

    /// What TalkBack says when focus lands on an element, in a context.
    static func say(_ element: AccessibilityElement, _ context: StopContext = .none, in locale: SpeechLocale = .en,
                    verbosity: Verbosity = .default) -> Utterance {
        TalkBackPhrasing(voice: voice(locale), verbosity: verbosity).utterance(for: element, role: element.role, context: context)
    }

    static func shouldFocus(_ element: AccessibilityElement, parent: AccessibilityElement? = nil, hasFocusableAncestor: Bool = false) -> Bool {
        TalkBackNodeFocus.shouldFocus(TalkBackNode(android: element.android!), element: element,
                                      parent: parent.map { TalkBackNode(android: $0.android!) }, hasFocusableAncestor: hasFocusableAncestor)
    }

    static func place(_ index: Int, of count: Int, _ kind: AccessibilityContainerType = .list) -> StopContext {
        var context = StopContext()
        context.collection = CollectionPlace(kind: kind, index: index, count: count)
        return context
    }

    // MARK: Worked examples (F§3.10)

    @Test("F§3.10 example 1 alert dialog: title and message are text stops, the button panel is not, then the buttons")
    func testTB12_workedExampleAlertDialog() {
        let title = Self.node("android.widget.TextView", text: "Dùng USB để truyền tải file?")
        let message = Self.node("android.widget.TextView", text: "Cho phép truyền tệp")
        let messageLayout = Self.node("android.widget.LinearLayout", children: [message])
        let scrollView = Self.node("android.widget.ScrollView", children: [messageLayout])
        let cancel = Self.node("android.widget.Button", text: "HỦY") { $0.isClickable = true; $0.isFocusable = true }
        let ok = Self.node("android.widget.Button", text: "OK") { $0.isClickable = true; $0.isFocusable = true }
        let buttonPanel = Self.node("android.widget.ScrollView", children: [cancel, ok]) { $0.isFocusable = true }

        #expect(Self.shouldFocus(title))
        #expect(Self.shouldFocus(messageLayout, parent: scrollView))
        #expect(!Self.shouldFocus(message, parent: messageLayout, hasFocusableAncestor: true))
        #expect(!Self.shouldFocus(buttonPanel))
        #expect(Self.shouldFocus(cancel, parent: buttonPanel, hasFocusableAncestor: true))
        #expect(Self.say(title).text == "Dùng USB để truyền tải file?")
        #expect(Self.say(messageLayout).text == "Cho phép truyền tệp")
        let button = Self.say(cancel)
        #expect(button.spokenDescription == "HỦY, Button")
        #expect(button.spokenHint == "Double-tap to activate")
        #expect(Self.say(ok).text == "OK, Button, Double-tap to activate")
    }

    @Test("F§3.10 example 2 settings row: the row speaks its texts; an icon in TalkBack's tree adds Unlabelled, Image")
    func testTB12_workedExampleSettingsRow() {
        let summary = "Wi‑Fi, mobile, data usage, and hotspot"
        let texts = Self.node("android.widget.RelativeLayout", children: [
            Self.node("android.widget.TextView", text: "Network & internet"),
            Self.node("android.widget.TextView", text: summary),
        ])
        let row = Self.node("android.widget.LinearLayout", children: [texts]) { $0.isClickable = true; $0.isFocusable = true }
        #expect(Self.shouldFocus(row))
        #expect(Self.say(row).text == "Network & internet, \(summary), Double-tap to activate")
        let icon = Self.node("android.widget.ImageView")
        let rowWithIcon = Self.node("android.widget.LinearLayout", children: [Self.node("android.widget.FrameLayout", children: [icon]), texts]) {
            $0.isClickable = true
        }
        #expect(Self.say(rowWithIcon).spokenDescription == "Unlabelled, Image, Network & internet, \(summary)")
    }

    @Test("F§3.10 example 3 check box: not checked, Set as default, Check box; Double-tap to toggle; in ru and zh-Hans")
    func testTB16_workedExampleCheckBox() {
        let box = Self.node("android.widget.CheckBox", text: "Set as default") { $0.isCheckable = true; $0.isClickable = true; $0.isFocusable = true }
        #expect(Self.say(box).spokenDescription == "not checked, Set as default, Check box")
        #expect(Self.say(box).spokenHint == "Double-tap to toggle")
        #expect(Self.say(box, in: .ru).spokenDescription == "не отмечено., Set as default, Флажок")
        #expect(Self.say(box, in: .ru).spokenHint == "Коснитесь дважды, чтобы включить или выключить")
        #expect(Self.say(box, in: .zhHans).spokenDescription == "未选中, Set as default, 复选框")
        #expect(Self.say(box, in: .zhHans).spokenHint == "点按两次即可切换")
    }

    @Test("F§3.10 example 4 switch in a settings row: title, summary, off, Switch, 13 of 15; the row's click hint")
    func testTB12_workedExampleSwitchRow() {
        let row = Self.node("android.widget.LinearLayout", children: [
            Self.node("android.widget.TextView", text: "Sticky Keys"),
            Self.node("android.widget.TextView", text: "Keys stay pressed"),
            Self.node("android.widget.Switch") { $0.isCheckable = true },
        ]) { $0.isClickable = true; $0.isFocusable = true }
        #expect(Self.say(row).text == "Sticky Keys, Keys stay pressed, off, Switch, Double-tap to activate")
        #expect(Self.say(row, Self.place(13, of: 15)).text == "Sticky Keys, Keys stay pressed, off, Switch, 13 of 15, Double-tap to activate")
    }

    @Test("F§3.10 example 5 selected tab: selected, For you, Tab, 1 of 4, In list, 4 items, and no hint")
    func testTB14_workedExampleSelectedTab() {
        let tab = Self.node("androidx.appcompat.app.ActionBar$Tab", text: "For you") { $0.isSelected = true }
        let spoken = Self.say(tab, Self.place(1, of: 4, .tabBar))
        #expect(spoken.text == "selected, For you, Tab, 1 of 4, In list, 4 items")
        #expect(spoken.spokenHint == nil)
        let next = Self.node("androidx.appcompat.app.ActionBar$Tab", text: "Top Charts") { $0.isClickable = true }
        #expect(Self.say(next, Self.place(2, of: 4, .tabBar)).text == "Top Charts, Tab, 2 of 4, Double-tap to activate")
    }

    @Test("F§3.10 example 7 single symbol: . is Period, % Percent, - Dash, and + stays +")
    func testTB12_workedExampleSingleSymbol() {
        #expect([".", "%", " - ", "+", "•"].map { Self.say(Self.node("android.widget.TextView", text: $0)).text }
                == ["Period", "Percent", "Dash", "+", "Bullet"])
        #expect(Self.say(Self.node("android.widget.TextView", text: "."), in: .ru).text == "Точка")
    }

    // MARK: The rules

    @Test("TB12 state, name, type, joined with ', ' in every locale")
    func testTB12_stateNameTypeJoinedWithCommaInEveryLocale() {
        let toggle = Self.node("android.widget.Switch", description: "Wi-Fi") { $0.isCheckable = true; $0.isChecked = true; $0.isClickable = true }
        #expect(Self.say(toggle).spokenDescription == "on, Wi-Fi, Switch")
        #expect(Self.say(toggle, in: .ru).spokenDescription == "включено, Wi-Fi, Переключатель")
        #expect(Self.say(toggle, in: .zhHans).spokenDescription == "已开启, Wi-Fi, 开关")
    }

    @Test("TB12 selected first and disabled last; a heading is never disabled")
    func testTB12_selectedFirstDisabledLast() {
        let button = Self.node("android.widget.Button", text: "Save") { $0.isSelected = true; $0.isEnabled = false; $0.isClickable = true }
        let spoken = Self.say(button)
        #expect(spoken.text == "selected, Save, Button, disabled")
        #expect(spoken.spokenHint == nil)
        #expect(Self.say(button, in: .ru).text == "выбрано., Save, Кнопка, отключено.")
        let heading = Self.node("android.widget.TextView", text: "Account") { $0.isHeading = true; $0.isEnabled = false }
        #expect(Self.say(heading).text == "Account, Heading")
    }

    @Test("TB12 error, hint text and tooltip follow the description; a tooltip equal to the name is not repeated")
    func testTB12_errorHintTextAndTooltip() {
        let field = Self.node("android.widget.EditText", text: "jane@") {
            $0.isClickable = true; $0.isContentInvalid = true; $0.error = "Not an address"; $0.hintText = "Email"; $0.tooltip = "Your work email"
        }
        #expect(Self.say(field).spokenDescription == "jane@, Edit box, Error: Not an address, Email, Your work email")
        let save = Self.node("android.widget.ImageButton", description: "Save") { $0.isClickable = true; $0.tooltip = "save" }
        #expect(Self.say(save).spokenDescription == "Save, Button")
    }

    @Test("TB12 children that are not stops are appended; a content description stops them; focusable children are their own stops")
    func testTB12_childrenAppendedUnlessContentDescription() {
        let children = [Self.node("android.widget.TextView", text: "Ann"),
                        Self.node("android.widget.Button", text: "Reply") { $0.isClickable = true }]
        let row = Self.node("android.widget.LinearLayout", children: children) { $0.isClickable = true }
        #expect(Self.say(row).spokenDescription == "Ann")
        let described = Self.node("android.widget.LinearLayout", description: "Message from Ann", children: children) { $0.isClickable = true }
        #expect(Self.say(described).spokenDescription == "Message from Ann")
    }

    @Test("TB12 dedupJoin drops a slot equal to an earlier one, ignoring case")
    func testTB12_dedupJoinDropsRepeatedSlots() {
        let button = Self.node("android.widget.Button", text: "button") { $0.isClickable = true }
        #expect(Self.say(button).spokenDescription == "button")
        let image = Self.node("android.widget.ImageView", description: "Image")
        #expect(Self.say(image).spokenDescription == "Image")
    }

    @Test("TB13 the usage hint is its own part: JSON's hint, the transcript's ', ' after the description; low verbosity drops hints and types")
    func testTB13_usageHintIsItsOwnPartAndVerbosityMaps() throws {
        let toggle = Self.node("android.widget.Switch", description: "Sticky Keys") { $0.isCheckable = true; $0.isClickable = true }
        let spoken = Self.say(toggle)
        #expect(spoken.spokenDescription == "off, Sticky Keys, Switch")
        #expect(spoken.spokenHint == "Double-tap to toggle")
        #expect(spoken.text == "off, Sticky Keys, Switch, Double-tap to toggle")
        #expect(spoken.clauses.contains(.pause(milliseconds: 300)))
        #expect(Self.say(toggle, verbosity: Verbosity(hints: false)).text == "off, Sticky Keys, Switch")
        #expect(Self.say(toggle, verbosity: .low).text == "off, Sticky Keys")
        #expect(Self.say(toggle, verbosity: .high).text == spoken.text)
        let long = Self.node("android.widget.TextView", text: "Learn more") {
            $0.isClickable = true; $0.isLongClickable = true; $0.actions = ["ACTION_CLICK", "CUSTOM_ACTION"]; $0.hasClickableSpan = true
        }
        #expect(Self.say(long).spokenHint
                == "Double-tap to activate, Double-tap and hold to long press, Actions, Links available, use Tap with 3 fingers to view")
    }

    @Test("TB14 roles from class names: subclasses first, framework and AndroidX classes by name, app classes only exactly")
    func testTB14_rolesFromClassNames() {
        let cases: [(String, Bool, TalkBackRole)] = [
            ("android.widget.CheckBox", true, .checkBox), ("androidx.appcompat.widget.AppCompatCheckBox", true, .checkBox),
            ("android.widget.RadioButton", true, .radioButton), ("android.widget.Switch", true, .switchButton),
            ("android.widget.ToggleButton", true, .toggleButton), ("android.widget.Button", true, .button),
            ("android.widget.ImageView", false, .image), ("android.widget.ImageView", true, .imageButton),
            ("android.widget.ImageButton", false, .image), ("android.widget.AutoCompleteTextView", true, .editText),
            ("android.widget.SeekBar", false, .seekBar), ("android.widget.RatingBar", false, .progressBar),
            ("android.widget.Spinner", true, .dropDownList), ("android.widget.GridView", false, .grid),
            ("android.widget.ListView", false, .list), ("android.widget.LinearLayout", true, .viewGroup),
            ("android.widget.TextView", true, .none), ("com.example.app.FancyButton", true, .none),
            ("androidx.recyclerview.widget.RecyclerView", false, .viewGroup),
        ]
        for (className, clickable, role) in cases {
            #expect(TalkBackRole(className: className, isClickable: clickable) == role, "\(className)")
        }
        #expect(TalkBackRole(className: "androidx.recyclerview.widget.RecyclerView", isClickable: false, isCollection: true) == .list)
        #expect(Self.say(Self.node("android.widget.ToggleButton", text: "Bold") { $0.isCheckable = true; $0.isClickable = true }).spokenDescription
                == "Bold, Switch")
        #expect(Self.say(Self.node("com.example.app.FancyButton", text: "Go") { $0.isClickable = true }).spokenDescription == "Go")
    }

    @Test("TB16 states: collapsed and expanded only from the actions; checked text views only when checked")
    func testTB16_statesComeOnlyFromWhatTheCaptureSays() {
        let menu = Self.node("android.widget.Button", text: "Sort") { $0.isClickable = true; $0.actions = ["ACTION_CLICK", "ACTION_EXPAND"] }
        #expect(Self.say(menu).text == "collapsed, Sort, Button, Double-tap to activate, Actions available, use Tap with 3 fingers to view")
        let open = Self.node("android.widget.Button", text: "Sort") { $0.isClickable = true; $0.actions = ["ACTION_COLLAPSE"] }
        #expect(Self.say(open).spokenDescription == "expanded, Sort, Button")
        #expect(Self.say(Self.node("android.widget.Button", text: "Sort") { $0.isClickable = true }).spokenDescription == "Sort, Button")
        let unchecked = Self.node("android.widget.CheckedTextView", text: "Daily") { $0.isCheckable = true }
        let checked = Self.node("android.widget.CheckedTextView", text: "Weekly") { $0.isCheckable = true; $0.isChecked = true }
        #expect(Self.say(unchecked).spokenDescription == "Daily")
        #expect(Self.say(checked).spokenDescription == "checked, Weekly")
    }

    @Test("TB17 a captured seek bar's value is not spoken: its range is unknown; the adjust hint when it scrolls")
    func testTB17_seekBarValueOnlyWithAKnownRange() throws {
        let bar = Self.node("android.widget.SeekBar", text: "50.0", description: "Volume") {
            $0.isFocusable = true; $0.actions = ["ACTION_SCROLL_FORWARD", "ACTION_SCROLL_BACKWARD"]
        }
        #expect(Self.say(bar).text == "Volume, Slider, \"Swipe up\" or \"Swipe down\" to adjust")
        let volume = try Slider("Volume", value: 5, minimumValue: 0, maximumValue: 10)
        #expect(talkBack(Screen { volume }) == ["50 percent, Volume, Slider, \"Swipe up\" or \"Swipe down\" to adjust"])
    }

    @Test("TB8 a password says its content description or password, then N characters, and never its characters")
    func testTB8_passwordsSayOnlyTheirLength() {
        var node = AndroidNode(className: "android.widget.EditText")
        node.isPassword = true
        node.passwordCharacterCount = 7
        node.isClickable = true
        var element = AccessibilityElement(label: "")
        element.android = node
        #expect(Self.say(element).spokenDescription == "password, 7 characters, Edit box")
        #expect(Self.say(element, in: .ru).spokenDescription == "пароль., 7 символов, Окно редактирования")
        node.contentDescription = "PIN"
        element.android = node
        #expect(Self.say(element).spokenDescription == "PIN, 7 characters, Edit box")
        let screen = Screen { SecureTextField("Password", text: "hunter2") }
        let spoken = talkBack(screen)
        #expect(spoken == ["password, 7 characters, Edit box, Password, Double-tap to edit text, Double-tap and hold to long press"])
        #expect(!spoken.joined().contains("hunter2"))
    }

    @Test("TB9 focus: an unlabelled actionable leaf is a stop, a container of actionable children is not, a decorative image is not")
    func testTB9_whichNodesTalkBackFocuses() {
        let leaf = Self.node("android.view.View") { $0.isClickable = true }
        #expect(Self.shouldFocus(leaf))
        #expect(Self.say(leaf).spokenDescription == "Unlabelled")
        let bar = Self.node("android.widget.LinearLayout", children: [
            Self.node("android.widget.Button", text: "A") { $0.isClickable = true },
        ]) { $0.isClickable = true }
        #expect(!Self.shouldFocus(bar))
        #expect(!Self.shouldFocus(Self.node("android.widget.ImageView")))
        #expect(Self.shouldFocus(Self.node("android.widget.TextView", text: "Hello")))
        #expect(!Self.shouldFocus(Self.node("android.widget.TextView", text: "Hello"), hasFocusableAncestor: true))
        let item = Self.node("android.widget.LinearLayout", children: [Self.node("android.widget.TextView", text: "Row")])
        let list = Self.node("androidx.recyclerview.widget.RecyclerView", children: [item]) { $0.isScrollable = true }
        #expect(Self.shouldFocus(item, parent: list))
        #expect(!Self.shouldFocus(Self.node("android.widget.ProgressBar")))
        #expect(!Self.shouldFocus(Self.node("android.widget.TextView", text: "Hidden") { $0.isDisplayed = false }))
    }
}

/// What TalkBack says for each stop of a screen built with the Swift API, one line each.
func talkBack(_ screen: Screen, in locale: SpeechLocale = .en, verbosity: Verbosity = .default) -> [String] {
    SpeechGenerator(voice: voice(locale), verbosity: verbosity, reader: .talkBack).render(screen).map(\.text)
}
