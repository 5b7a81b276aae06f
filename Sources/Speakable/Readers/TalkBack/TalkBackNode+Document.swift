extension TalkBackNode {
    /// A stop of a document, the Swift API or an iOS capture as Android's standard widget of its
    /// kind would show it to TalkBack (TB18; the table is in docs/TalkBack.md):
    ///
    /// | kind (role) | widget | TalkBack says |
    /// |---|---|---|
    /// | button | `Button` | name, `Button` |
    /// | link | text with a web link's role description | name, `Link` |
    /// | switch | `Switch` | `on`/`off`, name, `Switch` |
    /// | text field, search field, text view | `EditText`, the label as its hint | text, `Edit box`, hint (F§8) |
    /// | secure text field | `EditText` with `password` | `password`, `N characters`, `Edit box` (F§8) |
    /// | slider | `SeekBar` with a known range | value, name, `Slider` |
    /// | stepper | a `TextView` and two `Button`s (``TalkBackRules/platformElement(for:)``) | name, value; `Decrement`/`Increment`, `Button` |
    /// | heading | `TextView`, heading | name, `Heading` |
    /// | image | `ImageView` (`ImageButton` when a button) | name, `Image` (`Unlabelled, Button` unnamed) |
    /// | tab (in a tab bar) | a TabLayout tab | `selected`, name, `Tab`, `N of M` |
    /// | segment (in a segmented control) | `RadioButton` in a group | `selected`, name, `Radio button`, `N of M` |
    /// | back button | the up button, `ImageButton` | `Navigate up`, `Button` |
    /// | text, other | `TextView` | name |
    convenience init(element: AccessibilityElement, role: AccessibilityRole, container: AccessibilityContainerType?) {
        self.init()
        let traits = element.traits
        let label: TalkBackPart.Content? = element.label.isEmpty ? nil : Self.content(of: element.label)
        let value: TalkBackPart.Content? = element.value.flatMap { $0.isEmpty ? nil : Self.content(of: $0) }
        isEnabled = !traits.contains(.notEnabled)
        isSelected = traits.contains(.selected)
        isHeading = traits.contains(.header)
        hintText = element.hint
        hasCustomActions = !element.customActions.isEmpty
        switch role {
        case .textField, .searchField, .secureTextField:
            self.role = .editText
            isClickable = true
            isLongClickable = true
            isEditing = traits.contains(.isEditing)
            if role == .secureTextField {
                isPassword = true
                if case .secureCharacters(let count)? = element.value { passwordCharacterCount = count }
            }
            // The label is the field's hint (as Android's text input layouts show it); an empty
            // field shows its placeholder, or else the hint, as its text (F§8).
            let entered: TalkBackPart.Content? = isPassword ? (passwordCharacterCount > 0 ? nil : value) : value
            text = entered ?? label
            isShowingHint = entered == nil && passwordCharacterCount == 0
            hintText = element.label.isEmpty ? "" : element.label.resolvedText
        case .switchButton:
            self.role = .switchButton
            contentDescription = label
            isCheckable = true
            isChecked = Self.isOn(element.value)
            isClickable = true
        case .adjustable:
            self.role = .seekBar
            contentDescription = label
            stateDescription = value
            hasKnownRange = true
            isScrollable = true
        case .image where !traits.contains(.button) && !traits.contains(.link):
            self.role = .image
            contentDescription = label
            stateDescription = value
        case .backButton:
            self.role = .imageButton
            contentDescription = .word(.talkBackNavigateUp)
            isClickable = true
        default:
            switch container {
            case .tabBar?:
                roleDescription = .talkBackTab
                // A selected Material tab is not clickable (F§3.10 example 5).
                isClickable = !isSelected
            case .segmentedControl?:
                self.role = .radioButton
                isClickable = true
            default:
                if traits.contains(.image), traits.contains(.button) { self.role = .imageButton }
                else if traits.contains(.button) || role == .button { self.role = .button }
                isClickable = traits.contains(.button) || traits.contains(.link)
                if traits.contains(.link) { roleDescription = .talkBackLink }
            }
            if self.role == .none, roleDescription == nil, !isClickable {
                // Text: its label, then its value (`Storage, 5 GB`).
                text = label
                valueAfterName = value
            } else {
                contentDescription = label
                stateDescription = value
            }
        }
    }

    /// A document's label: a symbol's name when it is one (F§3.7), else the label as written.
    private static func content(of label: AccessibilityLabel) -> TalkBackPart.Content {
        label.word == nil ? TalkBackSymbol.content(of: label.text) : .label(label)
    }

    private static func content(of value: AccessibilityValue) -> TalkBackPart.Content {
        switch value {
        case .text(let text): TalkBackSymbol.content(of: text)
        // A slider's percentage is a percent range's value: `50 percent` (F§3.6, TB17).
        case .percent(let percent): .template(.talkBackPercent, .number(percent))
        default: .value(value)
        }
    }

    /// Whether a switch's value says on (`1`, or the on state).
    private static func isOn(_ value: AccessibilityValue?) -> Bool {
        switch value {
        case .switchState(let state)?: state == .on
        case .text(let text)?: SwitchState(captureValue: text) == .on
        default: false
        }
    }
}

extension AccessibilityLabel {
    /// The app's text of a label with no voice word, for where TalkBack keeps a plain string.
    var resolvedText: String { word == nil ? text : "" }
}
