import Speakable

/// What an interactive prompt runs: a state that keys change, that says what to speak and
/// what to draw. A screen's prompt (``PromptSession``), a list's and a line editor's share
/// the one terminal loop through it.
protocol KeySession {
    /// What to say when the prompt appears.
    var initialSpeech: [Utterance] { get }
    /// What to draw now.
    var view: PromptView { get }
    /// Handles one key.
    mutating func handle(_ key: PromptKey) -> PromptSession.Step
    /// The screen at the end, for a prompt about a screen.
    var finalScreen: Screen? { get }
    /// The terminal has this many rows: a long list draws only what fits.
    mutating func fit(rows: Int)
    /// Whether the prompt is erased once answered, as gum erases its `choose`, `filter`,
    /// `input` and `confirm`; an alert, a stepper and a screen stay drawn.
    var clearsWhenAnswered: Bool { get }
}

extension KeySession {
    var finalScreen: Screen? { nil }
    mutating func fit(rows: Int) {}
    var clearsWhenAnswered: Bool { true }
}

extension PromptSession: KeySession {
    var view: PromptView { PromptView(reader: reader) }
    var finalScreen: Screen? {
        if case .screen = prompt { return reader.screen }
        return nil
    }
    var clearsWhenAnswered: Bool {
        if case .confirm = prompt { return true }
        return false
    }
}
