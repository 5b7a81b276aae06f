import Speakable

/// A prompt's state as keys arrive: a screen reader over the prompt's screen, with the keyboard
/// mapped onto its gestures. It knows nothing of terminals, so every runner and test shares it.
///
/// | key | does |
/// |---|---|
/// | Tab, Right, Down | next stop (Down decrements a focused stepper or slider) |
/// | Shift-Tab, Left, Up | previous stop (Up increments a focused stepper or slider) |
/// | Home, End | first, last stop |
/// | + and - | increment, decrement a focused stepper or slider |
/// | Enter, Space | activate: toggle a switch, choose a segment or tab, press a button (Space types a space in a text field) |
/// | Esc | the escape gesture |
/// | Backspace | delete the last character typed |
/// | Ctrl-C | stop (exit 130) |
///
/// ```swift
/// var session = PromptSession(.alert(alert), voice: try .builtIn(.en))
/// let step = session.handle(.tab)   // step.spoken: what to say; step.outcome: nil until done
/// ```
public struct PromptSession: Sendable {
    /// What a key did.
    public struct Step: Sendable {
        /// What to say, cutting off what was being said.
        public var spoken: [Utterance]
        /// How the prompt ended, if it did.
        public var outcome: PromptOutcome?
    }

    /// The screen reader moving through the prompt.
    public private(set) var reader: ScreenReader
    let prompt: Prompt

    /// What to say when the prompt appears.
    public let initialSpeech: [Utterance]

    /// Starts a prompt. A text input starts editing at once.
    ///
    /// ```swift
    /// let session = PromptSession(.input(TextInput(label: "Name")), voice: try .builtIn(.en))
    /// session.initialSpeech.map(\.text)   // ["Name. Text Field. Is editing."]
    /// ```
    public init(_ prompt: Prompt, voice: Voice, reader screenReader: Reader = .voiceOver) {
        self.prompt = prompt
        // A terminal prompt speaks keys, never touch gestures. The session starts on the screen
        // spoken once by the reader asked for (VoiceOver unless asked, TB1): its stops are the
        // view's lines, and its words what is said.
        let spoken = SpokenScreen(screen: prompt.screen, voice: voice, device: .keyboard, reader: screenReader)
        var reader = ScreenReader(screen: prompt.screen, spoken: spoken)
        if case .input = prompt {
            initialSpeech = reader.activate()
        } else if let start = Self.startingStop(of: prompt, in: reader) {
            // An alert starts on its first text field, editing, as UIKit gives it the keyboard;
            // else on its first button (a confirmation on its default answer), not on its
            // title as VoiceOver does: the announcement has already said the title and message,
            // and Enter then answers at once (docs/Decisions.md).
            let announcement = reader.log.entries.first?.output ?? []
            if case .alertTextField = reader.focusStops[start].target {
                _ = reader.focus(at: start)
                initialSpeech = announcement + reader.activate()
            } else {
                initialSpeech = announcement + reader.focus(at: start)
            }
        } else {
            initialSpeech = reader.log.entries.first?.output ?? []
        }
        self.reader = reader
    }

    /// The focus stop an alert prompt starts on: its first text field, else its first button in
    /// layout order, or the default answer of a confirmation.
    private static func startingStop(of prompt: Prompt, in reader: ScreenReader) -> Int? {
        guard case .alert? = reader.screen.topPresentation else { return nil }
        if let field = reader.focusStops.firstIndex(where: { if case .alertTextField = $0.target { true } else { false } }) {
            return field
        }
        let buttons = reader.focusStops.indices.filter {
            if case .alertButton = reader.focusStops[$0].target { return true }
            return false
        }
        if case .confirm(let confirmation) = prompt {
            return reader.focusStops.firstIndex { $0.target == .alertButton(index: confirmation.defaultAnswer ? 0 : 1) } ?? buttons.first
        }
        return buttons.first
    }

    /// Handles one key.
    public mutating func handle(_ key: PromptKey) -> Step {
        let adjustable = isAdjustableFocused && reader.editedValue == nil
        switch key {
        case .interrupt: return Step(spoken: [], outcome: .interrupted)
        case .character(let answer) where isConfirmation && "yYnN".contains(answer):
            // gum's shortcuts: y answers yes, n answers no.
            return Step(spoken: [], outcome: .confirmed("yY".contains(answer)))
        case .tab, .right: return Step(spoken: reader.next())
        case .shiftTab, .left: return Step(spoken: reader.previous())
        case .down: return Step(spoken: adjustable ? reader.decrement() : reader.next())
        case .up: return Step(spoken: adjustable ? reader.increment() : reader.previous())
        case .home: return Step(spoken: reader.first())
        case .end: return Step(spoken: reader.last())
        case .character("+") where adjustable: return Step(spoken: reader.increment())
        case .character("-") where adjustable: return Step(spoken: reader.decrement())
        case .character(" ") where !isEditingFocusedField: return enter()
        case .character(let character): return Step(spoken: editFocusedField { $0.type(String(character)) })
        case .backspace: return Step(spoken: editFocusedField { $0.deleteBackward() })
        case .escape: return escape()
        case .enter: return enter()
        case .pageUp: return Step(spoken: reader.first())
        case .pageDown: return Step(spoken: reader.last())
        case .delete, .control, .ignored, .resize: return Step(spoken: [])
        }
    }

    // MARK: Keys with outcomes

    private mutating func enter() -> Step {
        switch prompt {
        case .stepper:
            if let stepper = focusedStepper ?? firstStepper { return Step(spoken: [], outcome: .value(stepper)) }
            return Step(spoken: reader.activate())
        case .input:
            return Step(spoken: [], outcome: reader.editedValue.map(PromptOutcome.text) ?? .cancelled)
        case .choose:
            return Step(spoken: [], outcome: .cancelled)
        case .alert, .screen, .confirm:
            // Enter in the field being edited moves on to the next stop, towards the buttons.
            if isEditingFocusedField { return Step(spoken: reader.next()) }
            let results = reader.alertResults.count, activations = reader.activatedElements.count
            let fromAlert = isAlertOnTop
            let spoken = reader.activate()
            return Step(spoken: spoken, outcome: outcome(sinceResults: results, activations: activations, fromAlert: fromAlert))
        }
    }

    /// Esc: cancels an alert (or cannot, without a cancel button: the sound says so), dismisses
    /// a popover or sheet and goes on, and with nothing presented cancels the prompt.
    private mutating func escape() -> Step {
        // A question has no cancel button; Esc is no answer: exit 1, as No.
        if isConfirmation { return Step(spoken: [], outcome: .cancelled) }
        let results = reader.alertResults.count, hadPresentation = !reader.screen.presentations.isEmpty
        let fromAlert = isAlertOnTop
        let spoken = reader.escape()
        if let outcome = outcome(sinceResults: results, activations: reader.activatedElements.count, fromAlert: fromAlert) {
            return Step(spoken: spoken, outcome: outcome)
        }
        return hadPresentation ? Step(spoken: spoken) : Step(spoken: [], outcome: .cancelled)
    }

    /// The outcome of an activation or escape: a chosen button, a cancel, or a screen's button.
    /// An alert's answer always ends the prompt (its cancel, or Esc, is exit 1: a script must
    /// never read a cancelled alert as confirmed), unless another alert waited behind it; a
    /// prompt about a screen goes on after a popover or sheet is dismissed.
    private func outcome(sinceResults results: Int, activations: Int, fromAlert: Bool) -> PromptOutcome? {
        if reader.alertResults.count > results, let result = reader.alertResults.last {
            if case .screen = prompt {
                if fromAlert, result.isCancel { return .cancelled }
                if !fromAlert || isAlertOnTop { return nil }
            }
            if isConfirmation, let index = result.buttonIndex { return .confirmed(index == 0) }
            return result.isCancel ? .cancelled : .chose(result)
        }
        if reader.activatedElements.count > activations, let element = reader.activatedElements.last {
            return .activated(element)
        }
        return nil
    }

    // MARK: Typing

    /// Typing and Backspace go to the focused text field, as a keyboard's do: Tab from a login
    /// field to the password field, then typing, fills the password field (and a secure field
    /// never echoes), never the field left behind. A field focused but not yet edited begins
    /// editing first; with no text field focused, the keys are refused with a tone.
    private mutating func editFocusedField(_ edit: (inout ScreenReader) -> [Utterance]) -> [Utterance] {
        guard let stop = reader.focusedStop, stop.actions.contains(.edit), stop.isEnabled else {
            return [reader.generator.sound(.unavailable)]
        }
        let began = isEditingFocusedField ? [] : reader.activate()
        return began + edit(&reader)
    }

    // MARK: Focus

    /// A stop whose role is adjustable (a stepper shown as one element, a slider, a captured
    /// slider or picker wheel): Up, Down, + and - adjust it, as a swipe does in `navigate`.
    private var isAdjustableFocused: Bool { reader.focusedStopAdjusts }

    private var focusedStepper: Stepper? {
        guard case .control(let path)? = reader.focusedStop?.target else { return nil }
        if case .stepper(let stepper)? = reader.screen.frontmostControl(at: path), stepper.exposure == .adjustable { return stepper }
        return nil
    }

    private var firstStepper: Stepper? {
        reader.screen.elements.lazy.compactMap { if case .stepper(let stepper) = $0 { stepper } else { nil } }.first
    }

    private var isConfirmation: Bool {
        if case .confirm = prompt { return true }
        return false
    }

    private var isAlertOnTop: Bool {
        if case .alert? = reader.screen.topPresentation { return true }
        return false
    }

    private var isEditingFocusedField: Bool {
        guard reader.editedValue != nil, let traits = reader.focusedStop?.element.traits else { return false }
        return traits.contains(.isEditing)
    }
}
