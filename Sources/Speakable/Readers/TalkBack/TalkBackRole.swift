/// TalkBack's role of a node (F§4, `Role.java`): what decides its type word, its hint and how
/// its description is built. Told from the accessibility class name (the `class` of a capture)
/// by `TalkBackClassTable`, or from a document's kind (TB18).
///
/// ```swift
/// TalkBackRole(className: "android.widget.CheckBox", isClickable: true)   // .checkBox
/// TalkBackRole.checkBox.typeWord                                           // .talkBackCheckBox
/// ```
public enum TalkBackRole: String, Hashable, Sendable, CaseIterable {
    /// No role: text views, plain views, unknown app classes (row 25).
    case none
    /// A key of an on-screen keyboard (rows 1, 13).
    case keyboardKey
    /// A clickable image (row 3): type `Button`.
    case imageButton
    /// An image (row 3): type `Image`.
    case image
    /// `android.widget.Switch` (row 4).
    case switchButton
    /// `android.widget.ToggleButton` (row 5): spoken as a switch.
    case toggleButton
    /// `android.widget.RadioButton` (row 6).
    case radioButton
    /// Other compound buttons, a check box (row 7).
    case checkBox
    /// `android.widget.Button` (row 8).
    case button
    /// `android.widget.CheckedTextView` (row 9): `checked` only when checked.
    case checkedTextView
    /// `android.widget.EditText` (row 10).
    case editText
    /// `android.widget.SeekBar` (row 11).
    case seekBar
    /// `android.widget.ProgressBar` (row 12).
    case progressBar
    /// `android.webkit.WebView` (row 14).
    case webView
    /// `android.widget.TabWidget` (row 15).
    case tabBar
    /// `android.widget.HorizontalScrollView` (row 16).
    case horizontalScrollView
    /// `android.widget.ScrollView` (row 17).
    case scrollView
    /// A view pager (rows 18, 22).
    case pager
    /// `android.widget.NumberPicker` (row 19).
    case numberPicker
    /// `android.widget.Spinner` (row 20).
    case dropDownList
    /// `android.widget.GridView` (rows 21, 23).
    case grid
    /// A list view, or a node with collection info (rows 21, 23).
    case list
    /// A layout (row 24).
    case viewGroup

    /// The role of a class name (F§4's rows in order). `isClickable` tells an image button from
    /// an image (row 3); `isCollection` and `actions` stand in for collection info and paging
    /// actions, which only newer Appium captures give (rows 22, 23).
    ///
    /// ```swift
    /// TalkBackRole(className: "android.widget.ImageView", isClickable: true)   // .imageButton
    /// TalkBackRole(className: "com.example.FancyButton", isClickable: true)    // .none
    /// ```
    public init(className: String, isClickable: Bool, isCollection: Bool = false, actions: [String] = []) {
        if let role = TalkBackClassTable.role(ofClass: className, isClickable: isClickable) {
            self = role
        } else if actions.contains(where: TalkBackClassTable.pageActions.contains) {
            self = .pager
        } else if isCollection {
            self = TalkBackClassTable.collectionRole(ofClass: className)
        } else if TalkBackClassTable.isViewGroup(className) {
            self = .viewGroup
        } else {
            self = .none
        }
    }

    /// The type word TalkBack says for the role (`ANFU` role names), or `nil` for a role with
    /// none (text, layouts, scroll views).
    ///
    /// ```swift
    /// TalkBackRole.toggleButton.typeWord   // .talkBackSwitch
    /// ```
    public var typeWord: VoiceKey? {
        switch self {
        case .imageButton, .button: .talkBackButton
        case .image: .talkBackImage
        case .switchButton, .toggleButton: .talkBackSwitch
        case .radioButton: .talkBackRadioButton
        case .checkBox: .talkBackCheckBox
        case .editText: .talkBackEditBox
        case .seekBar: .talkBackSlider
        case .progressBar: .talkBackProgressBar
        case .webView: .talkBackWebView
        case .tabBar: .talkBackTabBar
        case .pager: .talkBackPager
        case .dropDownList: .talkBackDropDownList
        case .grid: .talkBackGrid
        case .list: .talkBackList
        case .none, .keyboardKey, .checkedTextView, .horizontalScrollView, .scrollView, .numberPicker, .viewGroup: nil
        }
    }

    /// Switches and toggle buttons speak `on`/`off`, never `checked` (F§3.6, F§5).
    var isSwitch: Bool { self == .switchButton || self == .toggleButton }

    /// Images and image buttons: `Unlabelled` in the state slot when unnamed (F§1.4, F§3.6).
    var isImage: Bool { self == .image || self == .imageButton }

    /// Seek and progress bars: skipped inside a row, valued from their range (F§3.6).
    var isRange: Bool { self == .seekBar || self == .progressBar }

    /// A node of this role is a collection TalkBack speaks its children of even with a content
    /// description (F§3.5), and a top-level scroll item's parent (F§1.2).
    var isCollection: Bool { self == .list || self == .grid || self == .pager }

    /// The roles whose children are items that TalkBack can scroll to (F§1.2 `isTopLevelScrollItem`).
    var isScrollContainer: Bool { self == .list || self == .grid || self == .scrollView || self == .horizontalScrollView }
}
