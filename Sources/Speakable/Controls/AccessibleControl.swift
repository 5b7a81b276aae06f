/// A control that can be placed on a screen, in a group or in a popover.
///
/// Every control type (``Button``, ``Stepper``, ``Group``, …) conforms, and so does ``Control``
/// itself. The modifiers set the attributes every control shares:
///
/// ```swift
/// Button("Save")
///     .hint("Saves the file.")
///     .identifier("save")
///     .disabled()
/// ```
public protocol AccessibleControl: Sendable {
    /// The hint, identifier, enabled and selected state.
    var attributes: ControlAttributes { get set }
    /// The control as a case of ``Control``.
    var control: Control { get }
}

extension AccessibleControl {
    /// The control with a hint, spoken after its description.
    ///
    /// ```swift
    /// Button("Save").hint("Saves the file.")   // "Save. Button. Saves the file."
    /// ```
    public func hint(_ hint: String) -> Self {
        var copy = self
        copy.attributes.hint = hint
        return copy
    }

    /// The control with an identifier, for tests and `source:` references.
    ///
    /// ```swift
    /// Button("Share").identifier("share")
    /// ```
    public func identifier(_ identifier: String) -> Self {
        var copy = self
        copy.attributes.identifier = identifier
        return copy
    }

    /// The control disabled (`true`, the default) or enabled.
    ///
    /// ```swift
    /// Button("24").disabled()   // "24. Dimmed. Button."
    /// ```
    public func disabled(_ isDisabled: Bool = true) -> Self {
        var copy = self
        copy.attributes.isEnabled = !isDisabled
        return copy
    }

    /// The control selected (`true`, the default) or not.
    ///
    /// ```swift
    /// Button("23").selected()   // "Selected: 23. Button."
    /// ```
    public func selected(_ isSelected: Bool = true) -> Self {
        var copy = self
        copy.attributes.isSelected = isSelected
        return copy
    }

    /// The control with custom actions, performed with the `action NAME` command and announced
    /// as `Actions Available.` (X1).
    ///
    /// ```swift
    /// Button("Message from Ann").actions(["Reply", "Delete"])
    /// // "Message from Ann. Button. Actions Available."
    /// ```
    public func actions(_ names: [String]) -> Self {
        var copy = self
        copy.attributes.customActions = names
        return copy
    }

    /// The control with custom content, announced as `More Content Available.` (X1).
    ///
    /// ```swift
    /// Button("Message from Ann").customContent([CustomContent(label: "Sent", value: "9:41")])
    /// ```
    public func customContent(_ content: [CustomContent]) -> Self {
        var copy = self
        copy.attributes.customContent = content
        return copy
    }

    /// The control with a value shown besides its label, such as a tab's badge (D1, C4).
    ///
    /// ```swift
    /// TabBar { Button("Home"); Button("Inbox").value("3 items") }
    /// // "Inbox: 3 items. Tab. 2 of 2."
    /// ```
    public func value(_ value: String) -> Self {
        var copy = self
        copy.attributes.value = value
        return copy
    }

    /// The control as a cell of a data table (C6); ``DataTable`` sets this for its rows.
    ///
    /// ```swift
    /// Button("A1").tableCell(TableCell(row: 1, column: 1))
    /// ```
    public func tableCell(_ cell: TableCell) -> Self {
        var copy = self
        copy.attributes.tableCell = cell
        return copy
    }

    /// The control with the app's own rotors (§19).
    ///
    /// ```swift
    /// Button("Message").customRotors([CustomRotor(name: "Mentions", results: ["Ann", "Bob"])])
    /// ```
    public func customRotors(_ rotors: [CustomRotor]) -> Self {
        var copy = self
        copy.attributes.customRotors = rotors
        return copy
    }

    /// The control at a place on the screen, in points (used by `touch`, the audit and the
    /// report).
    ///
    /// ```swift
    /// Button("Save").frame(ScreenFrame(x: 16, y: 100, width: 120, height: 44))
    /// ```
    public func frame(_ frame: ScreenFrame) -> Self {
        var copy = self
        copy.attributes.frame = frame
        return copy
    }
}
