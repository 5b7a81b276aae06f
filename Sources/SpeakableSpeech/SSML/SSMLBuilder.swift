/// Builds SSML from statements.
///
/// ```swift
/// SSML {
///     SSML.text("Delete File?")
///     if withHint { SSML.pause(milliseconds: 300); SSML.text(hint) }
/// }
/// ```
@resultBuilder
public enum SSMLBuilder {
    /// One piece.
    public static func buildExpression(_ piece: SSML) -> [SSML] { [piece] }
    /// The statements of a block.
    public static func buildBlock(_ parts: [SSML]...) -> [SSML] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [SSML]?) -> [SSML] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [SSML]) -> [SSML] { part }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [SSML]) -> [SSML] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[SSML]]) -> [SSML] { parts.flatMap { $0 } }
}
