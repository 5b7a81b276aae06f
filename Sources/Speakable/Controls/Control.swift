/// Any control of a screen: the closed set of kinds the phrasing spec describes.
///
/// Build screens from the concrete types (``Button``, ``TextField``, ``Stepper``, …) with
/// ``ControlBuilder``; `Control` is what a ``Screen`` stores and what a screen reader changes.
///
/// ```swift
/// let control: Control = Button("Save").control
/// if case .button(let button) = control { print(button.label) }
/// ```
public enum Control: Hashable, Sendable {
    // The kinds with more than a label and attributes are boxed (`indirect`), so that a
    // control is 32 bytes and a screen of 100,000 of them fits in a few megabytes.
    /// A button (`Save. Button.`).
    case button(Button)
    /// Static text (`Hello.`).
    case staticText(StaticText)
    /// A heading (`Settings. Heading.`).
    case heading(Heading)
    /// An image (`Company logo. Image.`).
    case image(Image)
    /// A link (`Terms of Service. Link.`).
    case link(Link)
    /// A text field (`Name: Ann. Text Field.`).
    indirect case textField(TextField)
    /// A secure text field, whose characters are never spoken.
    indirect case secureTextField(SecureTextField)
    /// A stepper, as one adjustable element or as two buttons.
    indirect case stepper(Stepper)
    /// A switch (`Wi-Fi. Switch Button. On.`).
    case `switch`(Switch)
    /// A slider (`Volume: 50%. Adjustable.`).
    indirect case slider(Slider)
    /// A segmented control: one button per segment.
    indirect case segmentedControl(SegmentedControl)
    /// A tab bar: one tab per item.
    indirect case tabBar(TabBar)
    /// A navigation bar's back button (`Settings. Back Button.`).
    case backButton(BackButton)
    /// A text view, phrased as a text field.
    indirect case textView(TextView)
    /// An element with any label, value and traits.
    indirect case element(Element)
    /// A container of other controls.
    indirect case group(Group)

    /// The control's concrete value, as the protocol every control conforms to.
    var base: any AccessibleControl & ElementRepresentable {
        switch self {
        case .button(let c): c
        case .staticText(let c): c
        case .heading(let c): c
        case .image(let c): c
        case .link(let c): c
        case .textField(let c): c
        case .secureTextField(let c): c
        case .stepper(let c): c
        case .switch(let c): c
        case .slider(let c): c
        case .segmentedControl(let c): c
        case .tabBar(let c): c
        case .backButton(let c): c
        case .textView(let c): c
        case .element(let c): c
        case .group(let c): c
        }
    }
}

extension Control: AccessibleControl {
    /// The attributes of whichever control this is.
    ///
    /// ```swift
    /// Button("Save").control.attributes.isEnabled   // true
    /// ```
    public var attributes: ControlAttributes {
        get { base.attributes }
        set {
            switch self {
            case .button(var c): c.attributes = newValue; self = .button(c)
            case .staticText(var c): c.attributes = newValue; self = .staticText(c)
            case .heading(var c): c.attributes = newValue; self = .heading(c)
            case .image(var c): c.attributes = newValue; self = .image(c)
            case .link(var c): c.attributes = newValue; self = .link(c)
            case .textField(var c): c.attributes = newValue; self = .textField(c)
            case .secureTextField(var c): c.attributes = newValue; self = .secureTextField(c)
            case .stepper(var c): c.attributes = newValue; self = .stepper(c)
            case .switch(var c): c.attributes = newValue; self = .switch(c)
            case .slider(var c): c.attributes = newValue; self = .slider(c)
            case .segmentedControl(var c): c.attributes = newValue; self = .segmentedControl(c)
            case .tabBar(var c): c.attributes = newValue; self = .tabBar(c)
            case .backButton(var c): c.attributes = newValue; self = .backButton(c)
            case .textView(var c): c.attributes = newValue; self = .textView(c)
            case .element(var c): c.attributes = newValue; self = .element(c)
            case .group(var c): c.attributes = newValue; self = .group(c)
            }
        }
    }

    /// The control itself.
    ///
    /// ```swift
    /// let same = control.control
    /// ```
    public var control: Control { self }
}
