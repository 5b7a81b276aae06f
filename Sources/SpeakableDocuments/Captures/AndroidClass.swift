import Speakable

/// What an Android class name makes a node, for the ordinary fields VoiceOver reads (the
/// nearest XCUIElementType). Framework and AndroidX classes are matched by their name's end, so
/// `androidx.appcompat.widget.AppCompatEditText` is an edit text; subclasses before their
/// superclasses, as TalkBack tests them (F§4).
enum AndroidClass {
    case editText, switchControl, checkable, button, image, seekBar, other

    init(_ className: String) {
        let simple = AndroidSimpleClassName(className)
        if simple.hasSuffix("EditText") || simple == "AutoCompleteTextView" || simple == "MultiAutoCompleteTextView" { self = .editText }
        else if simple.hasSuffix("Switch") || simple == "SwitchCompat" || simple == "SwitchMaterial" || simple.hasSuffix("ToggleButton") { self = .switchControl }
        else if Self.isCheckable(simple.name) { self = .checkable }
        else if simple.hasSuffix("ImageView") || simple == "ImageButton" || simple == "AppCompatImageButton" || simple == "FloatingActionButton" { self = .image }
        else if simple.hasSuffix("Button") { self = .button }
        else if simple.hasSuffix("SeekBar") || simple == "Slider" { self = .seekBar }
        else { self = .other }
    }

    private static func isCheckable(_ simple: Substring) -> Bool {
        switch simple {
        case "CheckBox", "RadioButton", "CompoundButton", "CheckedTextView", "AppCompatCheckBox", "AppCompatRadioButton",
             "MaterialCheckBox", "MaterialRadioButton", "AppCompatCheckedTextView": true
        default: false
        }
    }
}
