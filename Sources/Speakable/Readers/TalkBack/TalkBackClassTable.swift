/// TalkBack's class matching (F§4): a class is a role's class when its name is the reference
/// name, or when TalkBack could load it and it is a subclass. Framework classes and the AndroidX
/// classes TalkBack bundles are listed here with the reference class they extend, so they match
/// by inheritance; an app's own class matches only by its exact name, as on a device.
///
/// ```swift
/// TalkBackClassTable.role(ofClass: "androidx.appcompat.widget.AppCompatCheckBox", isClickable: true)   // .checkBox
/// ```
enum TalkBackClassTable {
    /// F§4 rows 3–21, each reference class with the framework and bundled AndroidX classes that
    /// extend it, in the order TalkBack tests them: subclasses before superclasses.
    private static let rows: [(role: TalkBackRole?, classes: Set<String>)] = [
        (nil, ["android.widget.ImageView", "android.widget.ImageButton", "android.widget.ZoomButton",
               "android.widget.QuickContactBadge", "androidx.appcompat.widget.AppCompatImageView",
               "androidx.appcompat.widget.AppCompatImageButton"]),
        (.switchButton, ["android.widget.Switch"]),
        (.toggleButton, ["android.widget.ToggleButton", "androidx.appcompat.widget.AppCompatToggleButton"]),
        (.radioButton, ["android.widget.RadioButton", "androidx.appcompat.widget.AppCompatRadioButton"]),
        (.checkBox, ["android.widget.CompoundButton", "android.widget.CheckBox", "androidx.appcompat.widget.AppCompatCheckBox",
                     "androidx.appcompat.widget.SwitchCompat"]),
        (.button, ["android.widget.Button", "androidx.appcompat.widget.AppCompatButton"]),
        (.checkedTextView, ["android.widget.CheckedTextView", "androidx.appcompat.widget.AppCompatCheckedTextView"]),
        (.editText, ["android.widget.EditText", "android.widget.AutoCompleteTextView", "android.widget.MultiAutoCompleteTextView",
                     "android.inputmethodservice.ExtractEditText", "androidx.appcompat.widget.AppCompatEditText",
                     "androidx.appcompat.widget.AppCompatAutoCompleteTextView",
                     "androidx.appcompat.widget.AppCompatMultiAutoCompleteTextView", "android.widget.SearchView$SearchAutoComplete",
                     "androidx.appcompat.widget.SearchView$SearchAutoComplete"]),
        (.seekBar, ["android.widget.SeekBar", "androidx.appcompat.widget.AppCompatSeekBar"]),
        (.progressBar, ["android.widget.ProgressBar", "android.widget.AbsSeekBar", "android.widget.RatingBar",
                        "androidx.appcompat.widget.AppCompatRatingBar", "androidx.core.widget.ContentLoadingProgressBar"]),
        (.keyboardKey, ["android.inputmethodservice.Keyboard$Key"]),
        (.webView, ["android.webkit.WebView"]),
        (.tabBar, ["android.widget.TabWidget"]),
        (.horizontalScrollView, ["android.widget.HorizontalScrollView"]),
        (.scrollView, ["android.widget.ScrollView"]),
        (.pager, ["androidx.viewpager.widget.ViewPager", "android.support.v4.view.ViewPager", "com.android.internal.widget.ViewPager"]),
        (.numberPicker, ["android.widget.NumberPicker"]),
        (.dropDownList, ["android.widget.Spinner", "androidx.appcompat.widget.AppCompatSpinner"]),
        (.grid, ["android.widget.GridView"]),
        (.list, ["android.widget.AbsListView", "android.widget.ListView", "android.widget.ExpandableListView"]),
    ]

    /// One lookup table, built once: class name → role (`nil` marks the image row, decided by
    /// the clickable flag).
    private static let byClass: [String: TalkBackRole?] = {
        var table: [String: TalkBackRole?] = [:]
        for row in rows { for name in row.classes where table[name] == nil { table[name] = .some(row.role) } }
        return table
    }()

    /// The role of a class from rows 3–21, or `nil` when none matches.
    static func role(ofClass name: String, isClickable: Bool) -> TalkBackRole? {
        guard let entry = byClass[name] else { return nil }
        return entry ?? (isClickable ? .imageButton : .image)
    }

    /// Paging actions make a pager (row 22, ViewPager2).
    static let pageActions: Set<String> = ["ACTION_PAGE_UP", "ACTION_PAGE_DOWN", "ACTION_PAGE_LEFT", "ACTION_PAGE_RIGHT"]

    /// Row 23: a node with collection info is a list, unless its class says grid.
    static func collectionRole(ofClass name: String) -> TalkBackRole {
        switch name {
        case "android.widget.gridview", "androidx.recyclerview.widget.StaggeredGridLayoutManager": .grid
        default: .list
        }
    }

    /// Row 24: `android.view.ViewGroup` and the framework and bundled layouts that extend it.
    static func isViewGroup(_ name: String) -> Bool {
        if viewGroups.contains(name) { return true }
        // Every framework layout is a view group (`LinearLayout`, `FrameLayout`, `TableRow`, …).
        return name.hasPrefix("android.widget.") && (name.hasSuffix("Layout") || name.hasSuffix("Group"))
    }

    private static let viewGroups: Set<String> = [
        "android.view.ViewGroup", "android.widget.TableRow", "android.widget.Toolbar", "android.widget.RadioGroup",
        "android.widget.ViewAnimator", "android.widget.ViewFlipper", "android.widget.ViewSwitcher", "android.widget.TextSwitcher",
        "android.widget.ImageSwitcher", "android.widget.AdapterView", "android.widget.Gallery", "android.widget.DatePicker",
        "android.widget.TimePicker", "android.widget.CalendarView", "android.webkit.WebView",
        "androidx.constraintlayout.widget.ConstraintLayout", "androidx.recyclerview.widget.RecyclerView",
        "androidx.coordinatorlayout.widget.CoordinatorLayout", "androidx.drawerlayout.widget.DrawerLayout",
        "androidx.cardview.widget.CardView", "androidx.core.widget.NestedScrollView", "androidx.viewpager2.widget.ViewPager2",
        "androidx.swiperefreshlayout.widget.SwipeRefreshLayout", "androidx.appcompat.widget.Toolbar",
        "androidx.appcompat.widget.LinearLayoutCompat", "androidx.compose.ui.platform.ComposeView",
        "androidx.compose.ui.platform.AndroidComposeView",
    ]
}
