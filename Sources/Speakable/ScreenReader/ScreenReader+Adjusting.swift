// Steppers (ST3, ST4, ST6): swipes on the adjustable exposure, taps and holds on the buttons.
extension ScreenReader {
    /// Whether a swipe up or down adjusts the focused stop: its actions say it adjusts (a dimmed
    /// one does, and answers `[sound: unavailable]`). The screen reader and the prompts share
    /// this one answer, decided with the stop's role, so what is spoken as adjustable (the
    /// role's hint) is what a swipe adjusts.
    ///
    /// ```swift
    /// reader.focusedStopAdjusts   // true on a slider, a stepper shown as one element, a captured picker wheel
    /// ```
    public var focusedStopAdjusts: Bool {
        focusedStop?.actions.contains(.adjust) ?? false
    }

    /// Swipe up or down: steps an adjustable stepper, moves a slider or adjusts any stop whose
    /// actions say it adjusts; the control's capability carries the step out.
    mutating func adjustFocused(incrementing: Bool) -> [Utterance] {
        guard focusedStopAdjusts, let stop = focusedStop, stop.isEnabled, case .control(let path) = stop.target,
              var control = screen.frontmostControl(at: path)?.adjustable, control.adjustsBySwipe else {
            return [generator.sound(.unavailable)]
        }
        // A stepper's change is reported to the app (ST4); any other adjustable kind just moves.
        if control is Stepper { return stepStepper(at: path, incrementing: incrementing) }
        guard control.adjust(incrementing: incrementing) == .changed else { return [generator.sound(.boundary)] }
        screen.updateFrontmostControl(at: path) { $0 = control.control }
        refreshStops(ofControlAt: path)
        return [generator.valueChanged(to: control.spokenValue)]
    }

    /// One step: the new value alone, or `[sound: boundary]` when it cannot move (ST3).
    mutating func stepStepper(at path: [Int], incrementing: Bool, reportsChange: Bool = true) -> [Utterance] {
        guard case .stepper(var stepper)? = screen.frontmostControl(at: path) else { return [generator.sound(.unavailable)] }
        let outcome = incrementing ? stepper.increment() : stepper.decrement()
        guard outcome == .changed else { return [generator.sound(.boundary)] }
        screen.updateFrontmostControl(at: path) { $0 = stepper.control }
        refreshStops(ofControlAt: path)
        if reportsChange {
            valueChanges.append(StepperValueChange(identifier: stepper.attributes.identifier, label: stepper.label, value: stepper.value))
        }
        return [generator.valueChanged(to: stepper.spokenValue)]
    }

    /// Holds the focused stepper button for `repeats` steps (ST6). With autorepeat off the hold
    /// makes a single step. With continuous on each step sends a value-changed event and is
    /// spoken; with it off one event is sent, and the final value spoken, when the hold ends.
    ///
    /// ```swift
    /// reader.hold(repeats: 5)   // ["4", "5", "6", "7", "8"] with continuous on
    /// ```
    @discardableResult
    public mutating func hold(repeats: Int) -> [Utterance] {
        let output = holdFocused(repeats: repeats)
        log.record(.hold(repeats: repeats), output: output)
        return output
    }

    private mutating func holdFocused(repeats: Int) -> [Utterance] {
        guard let stop = focusedStop, case .stepperButton(let path, let incrementing) = stop.target,
              stop.isEnabled,
              case .stepper(let stepper)? = screen.frontmostControl(at: path) else {
            return [generator.sound(.unavailable)]
        }
        let steps = stepper.autorepeat ? max(1, repeats) : 1
        var output: [Utterance] = []
        for _ in 0..<steps {
            let step = stepStepper(at: path, incrementing: incrementing, reportsChange: stepper.isContinuous)
            if step.first?.kind == .sound { output += step; break }
            output = stepper.isContinuous ? output + step : step
        }
        if !stepper.isContinuous, case .stepper(let final)? = screen.frontmostControl(at: path), final.value != stepper.value {
            valueChanges.append(StepperValueChange(identifier: final.attributes.identifier, label: final.label, value: final.value))
        }
        return output
    }
}
