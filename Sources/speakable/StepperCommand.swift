import ArgumentParser
import Speakable
import SpeakablePrompts

/// `speakable stepper`: asks for a number with a stepper.
struct StepperCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stepper",
        abstract: "Ask for a number with a stepper; print the value.",
        discussion: """
            Up and + increment, Down and - decrement, each new value spoken; at a bound a tone \
            sounds (with --wraps the value goes round). Enter accepts; Esc cancels (exit 1).

            Example:
              $ printf '3\\n' | speakable stepper --label Copies --min 1 --max 10 \\
                  --value 2 --plain
              3
            """
    )

    @Option(help: "What the value is.") var label: String
    @Option(help: "The lowest value.") var min: String = "0"
    @Option(help: "The highest value.") var max: String = "100"
    @Option(help: "How much a step changes the value.") var step: String = "1"
    @Option(help: "The starting value (default: the lowest).") var value: String?
    @Flag(help: "Wrap past the bounds.") var wraps = false
    @Flag(help: "A held key makes a single step.") var noAutorepeat = false
    @Flag(help: "Report the value only when a hold ends.") var noContinuous = false
    @OptionGroup var prompt: PromptCommandOptions
    @OptionGroup var readerOption: PromptReaderOption

    func run() async throws {
        // One clear line and exit 64 for an impossible number, whatever it is
        // (`1e-9223372036854775808` included).
        func usage(_ message: String) -> ExitCode {
            CommandFailure(.usage, message).reported()
        }
        func number(_ text: String, _ name: String) throws -> DecimalValue {
            guard let value = DecimalValue(text) else { throw usage("--\(name) must be a decimal number, got '\(text)'") }
            return value
        }
        let stepper: Stepper
        do {
            let minimum = try number(min, "min")
            stepper = try Stepper(label, value: try value.map { try number($0, "value") } ?? minimum, minimumValue: minimum,
                                  maximumValue: try number(max, "max"), stepValue: try number(step, "step"), wraps: wraps,
                                  autorepeat: !noAutorepeat, isContinuous: !noContinuous)
        } catch let error as StepperError {
            throw usage(error.message { field in
                switch field {
                case .value: "--value"
                case .minimumValue: "--min"
                case .maximumValue: "--max"
                case .stepValue: "--step"
                }
            })
        }
        try await prompt.ask(.stepper(stepper), reader: readerOption.reader)
    }
}
