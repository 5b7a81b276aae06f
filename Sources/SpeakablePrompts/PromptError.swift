/// A prompt that cannot run.
///
/// ```swift
/// do { _ = try await TerminalPrompt.run(prompt, options: .init(mode: .interactive)) }
/// catch PromptError.notATerminal { /* use .plain */ }
/// ```
public enum PromptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Interactive mode needs standard input to be a terminal.
    case notATerminal

    /// What is wrong.
    public var description: String {
        switch self {
        case .notATerminal: "standard input is not a terminal; use plain mode (--plain)"
        }
    }
}
