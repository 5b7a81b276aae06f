import Speakable

/// An `input` prompt's state as keys arrive: a line editor behind a text field. Typing and
/// deleting are echoed as VoiceOver echoes a text field being edited (each character, or a
/// click in a secure field); moving speaks the character passed over; a move or delete with
/// nothing there is the boundary tone, and typing past the limit the unavailable one.
///
/// | key | does |
/// |---|---|
/// | Left, Right | move over a character |
/// | Home, End, Ctrl-A, Ctrl-E | to the start, the end (the text is spoken) |
/// | Backspace, Delete | delete before, under the cursor |
/// | Ctrl-U, Ctrl-W | delete to the start, the word before |
/// | Enter | accept; Esc cancels |
struct InputSession: KeySession {
    let input: TextInput
    let generator: SpeechGenerator
    private(set) var line: LineEditor
    let initialSpeech: [Utterance]

    init(_ input: TextInput, voice: Voice, reader screenReader: Reader = .voiceOver) {
        self.input = input
        generator = SpeechGenerator(voice: voice)
        line = LineEditor(input.value, limit: input.characterLimit)
        // The field as the reader speaks it when editing begins (VoiceOver: `Name. Text Field.
        // Is editing.`); the echo of each key is the line editor's, the same for both.
        var reader = ScreenReader(screen: Screen(elements: [input.control]), voice: voice, device: .keyboard, reader: screenReader)
        initialSpeech = reader.activate()
    }

    mutating func handle(_ key: PromptKey) -> PromptSession.Step {
        switch key {
        case .interrupt: return PromptSession.Step(spoken: [], outcome: .interrupted)
        case .escape: return PromptSession.Step(spoken: [], outcome: .cancelled)
        case .enter:
            let text = line.text
            return PromptSession.Step(spoken: [], outcome: .text(input.isSecure ? .secure(SecureText(text)) : .plain(text)))
        default:
            switch line.edit(key) {
            case .typed(let character)?, .deleted(let character)?, .passed(let character)?: return echo(character)
            case .full?: return say(generator.sound(.unavailable))
            case .cleared(let text)?: return removed(text)
            case .jumped?: return wholeText
            case .boundary?: return say(generator.sound(.boundary))
            case nil: return silent
            }
        }
    }

    private var silent: PromptSession.Step { PromptSession.Step(spoken: []) }

    private func say(_ utterance: Utterance) -> PromptSession.Step { PromptSession.Step(spoken: [utterance]) }

    /// A character typed, deleted or passed over: itself, or a click in a secure field.
    private func echo(_ character: Character) -> PromptSession.Step {
        say(generator.keystroke(input.isSecure ? .hidden : .character(character)))
    }

    /// Several characters deleted at once: spoken together (a click in a secure field).
    private func removed(_ text: String) -> PromptSession.Step {
        if input.isSecure { return say(generator.keystroke(.hidden)) }
        return say(Utterance(kind: .echo, segments: [.newValue(.text(SpokenText.clean(text)))], voice: generator.voice))
    }

    /// At the start or end: the whole text is read (a secure field's as its count).
    private var wholeText: PromptSession.Step {
        let value: AccessibilityValue = input.isSecure ? .secureCharacters(line.characters.count) : .text(SpokenText.clean(line.text))
        return say(Utterance(kind: .value, segments: [.newValue(value)], voice: generator.voice))
    }

    var view: PromptView {
        let voice = generator.voice
        let label = TerminalOutput.shown(input.label)
        let prefix = "> " + (label.isEmpty ? "" : label + ": ")
        let (field, column) = line.drawn(after: prefix, placeholder: input.placeholder, secure: input.isSecure)
        var lines = [field]
        if let limit = input.characterLimit { lines.append(PromptLine(text: "  \(line.characters.count)/\(limit)", emphasis: .dim)) }
        lines.append(KeyHints.line(voice: voice, moves: "←→"))
        return PromptView(lines: lines, cursor: (0, column), pinnedBottom: 1)
    }
}
