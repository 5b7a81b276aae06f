import FoundationEssentials
import Speakable

/// A screen in plain mode: what can be acted on, numbered, as the interactive prompt draws it
/// (tags, stepper buttons named after their stepper). A switch, segment or tab changes with
/// its number and the question is asked again; a text field asks for its text, an adjustable
/// for its value; a button or link ends the prompt, as in the interactive prompt.
enum PlainScreen {
    static func choose(_ reader: ScreenReader, voice: Voice) -> PromptAnswer {
        var reader = reader
        while true {
            let choices = reader.focusStops.indices.filter { isChoosable(reader.focusStops[$0]) }
            let enabled = choices.map { reader.focusStops[$0].isEnabled }
            // The numbered list marks dimmed stops itself, once.
            let titles = choices.map { index in
                var shown = reader.focusStops[index]
                shown.element.traits.remove(.notEnabled)
                return plainText(of: PromptView.line(of: shown, in: reader.screen, voice: voice), voice: voice)
            }
            guard let choice = PlainPrompt.choose(titles, enabled: enabled, voice: voice) else {
                return PromptAnswer(outcome: .cancelled, screen: reader.screen)
            }
            let index = choices[choice], stop = reader.focusStops[index]
            // By the stop's actions. Esc (or the end of input) in a field's or a value's
            // question cancels the prompt, as Esc does in the interactive prompt.
            if stop.actions.contains(.edit) {
                if !enterText(at: index, in: &reader, secure: stop.role == .secureTextField) {
                    return PromptAnswer(outcome: .cancelled, screen: reader.screen)
                }
            } else if stop.actions.contains(.adjust) {
                if !adjust(at: index, in: &reader) { return PromptAnswer(outcome: .cancelled, screen: reader.screen) }
            } else if stop.actions.contains(.toggle) || stop.target.isSeriesItem || stop.isSeriesElement(in: reader.screen) || stop.target.isStepperButton {
                _ = reader.focus(at: index)
                _ = reader.activate()
            } else {
                return PromptAnswer(outcome: .activated(stop.element), screen: reader.screen)
            }
        }
    }

    /// A drawn line in plain text: the dim placeholder, which only its style set apart, is
    /// said to be one, so that it is never read as the field's text.
    private static func plainText(of line: PromptLine, voice: Voice) -> String {
        guard let start = line.dimmedFrom, start < line.text.count else { return line.text }
        let split = line.text.index(line.text.startIndex, offsetBy: start)
        return line.text[..<split] + "(" + voice[.promptPlaceholder] + ": " + line.text[split...] + ")"
    }

    /// What a gesture acts on (custom actions aside), dimmed or not: a dimmed one is listed
    /// as dimmed and cannot be chosen.
    private static func isChoosable(_ stop: FocusStop) -> Bool {
        !stop.actions.isDisjoint(with: [.activate, .adjust, .toggle, .select, .edit]) || stop.target.isSeriesItem
    }

    /// A line of text replaces the field's (an empty line keeps it); `false` when cancelled.
    private static func enterText(at index: Int, in reader: inout ScreenReader, secure: Bool) -> Bool {
        let name = PromptView.text(of: reader.focusStops[index], voice: reader.generator.voice)
        guard let line = PlainPrompt.readAnswer(asking: name.hasSuffix(": ") ? name : name + ": ", secure: secure) else { return false }
        guard !line.isEmpty else { return true }
        _ = reader.focus(at: index)
        _ = reader.activate()
        while let value = reader.editedValue, !value.isEmpty { reader.deleteBackward() }
        _ = reader.type(line)
        return true
    }

    /// `+` and `-` adjust by a step, a number moves there step by step; an empty line ends.
    private static func adjust(at index: Int, in reader: inout ScreenReader) -> Bool {
        _ = reader.focus(at: index)
        let voice = reader.generator.voice
        // Said once: what to type, and that an empty line finishes.
        TerminalOutput.error(voice[.promptAskAdjust])
        while true {
            let shown = PromptView.text(of: reader.focusStops[index], voice: voice)
            TerminalOutput.write("\(shown.replacing("  [- +]", with: "")) (+ -) > ")
            guard let line = PlainPrompt.readAnswer(secure: false)?.trimmingSpaces() else { return false }
            if line.isEmpty { return true }
            if line == "+" { reader.increment(); continue }
            if line == "-" { reader.decrement(); continue }
            guard let target = Double(line.replacing(",", with: ".")) else { TerminalOutput.error(voice[.promptAskAdjust]); continue }
            // Step towards the number until it is reached or passed, or a bound stops it.
            for _ in 0..<10_000 {
                guard let now = number(of: reader.focusStops[index].element.value) else { break }
                if now == target { break }
                let before = reader.focusStops[index].element.value
                if now < target { reader.increment() } else { reader.decrement() }
                guard let after = number(of: reader.focusStops[index].element.value), reader.focusStops[index].element.value != before else { break }
                if (now < target) != (after < target) || after == target { break }
            }
        }
    }

    private static func number(of value: AccessibilityValue?) -> Double? {
        switch value {
        case .number(let number, let digits)?: Double(number.formatted(fractionDigits: digits))
        case .percent(let percent)?: Double(percent)
        default: nil
        }
    }
}

private extension FocusTarget {
    var isStepperButton: Bool {
        if case .stepperButton = self { return true }
        return false
    }
}

private extension FocusStop {
    /// An element item of a tab bar or segmented control, which choosing selects.
    func isSeriesElement(in screen: Screen) -> Bool {
        guard case .control(let path) = target, path.count > 1, let parent = screen.frontmostControl(at: Array(path.dropLast())) else { return false }
        return parent.isSeriesOfElements
    }
}

private extension AlertResult.FieldValue {
    var isEmpty: Bool {
        switch self {
        case .plain(let text): text.isEmpty
        case .secure(let secret): secret.characterCount == 0
        }
    }
}
