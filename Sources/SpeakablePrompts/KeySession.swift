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
    /// Handles keys that came together (a paste) as one change.
    mutating func handle(_ keys: [PromptKey]) -> PromptSession.Step
    /// The screen at the end, for a prompt about a screen.
    var finalScreen: Screen? { get }
    /// The terminal has this many rows: a long list draws only what fits.
    mutating func fit(rows: Int)
    /// Whether the prompt is erased once answered, as gum erases its `choose`, `filter`,
    /// `input` and `confirm`; an alert, a stepper and a screen stay drawn.
    var clearsWhenAnswered: Bool { get }
}

extension KeySession {
    /// Each key in turn, up to one that answers. Each key's speech cuts off the last's, so what
    /// is heard is what the last key that spoke said.
    mutating func handle(_ keys: [PromptKey]) -> PromptSession.Step {
        var spoken: [Utterance] = []
        for key in keys {
            let step = handle(key)
            if step.outcome != nil { return step }
            if !step.spoken.isEmpty { spoken = step.spoken }
        }
        return PromptSession.Step(spoken: spoken)
    }

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
