extension Control {
    /// Whether this is a text entry with no label of its own and a placeholder, so that its
    /// placeholder alone names it (the audit's `placeholder-only`). Read from the case itself:
    /// ``textEntry`` boxes the entry, and a task audits every text field of every screen it walks
    /// (issue 34).
    ///
    /// ```swift
    /// Control.textField(TextField("", placeholder: "Email")).isNamedOnlyByPlaceholder   // true
    /// ```
    package var isNamedOnlyByPlaceholder: Bool {
        switch self {
        case .textField(let field): field.label.isEmpty && !field.placeholder.isEmpty
        case .secureTextField(let field): field.label.isEmpty && !field.placeholder.isEmpty
        case .textView(let view): view.label.isEmpty && !view.placeholder.isEmpty
        default: false
        }
    }
}
