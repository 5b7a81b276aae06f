/// Builds a list of controls from statements, as SwiftUI builds views.
///
/// ```swift
/// let screen = Screen {
///     Heading("Settings")
///     if showsSave { Button("Save") }
///     for name in ["Mail", "Messages"] { Button(name) }
/// }
/// ```
@resultBuilder
public enum ControlBuilder {
    /// Turns one control into a list.
    public static func buildExpression(_ control: some AccessibleControl) -> [Control] { [control.control] }
    /// Keeps a list of controls as it is.
    public static func buildExpression(_ controls: [Control]) -> [Control] { controls }
    /// Joins the statements of a block.
    public static func buildBlock(_ parts: [Control]...) -> [Control] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Control]?) -> [Control] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Control]) -> [Control] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Control]) -> [Control] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Control]]) -> [Control] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Control]) -> [Control] { part }
}
