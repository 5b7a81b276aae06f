import ArgumentParser
import Speakable

/// What the VoiceOver user hears (phrasing spec §14), on every command that renders or speaks.
/// A flag overrides the document's `verbosity:`; without one, the document's setting holds.
struct VerbosityOptions: ParsableArguments {
    @Flag(help: "Speak no hints (the app's, adjust, edit, toggle).")
    var noHints = false

    @Flag(help: "Do not say Actions Available. (custom actions still work).")
    var noActions = false

    @Flag(help: "Do not say List Start., List End., Landmark. or End.")
    var noContainers = false

    /// `base` (the document's, or VoiceOver's defaults) with the flags applied.
    func applied(to base: Verbosity = .default) -> Verbosity {
        var verbosity = base
        if noHints { verbosity.hints = false }
        if noActions { verbosity.actions = .none }
        if noContainers { verbosity.containers = false }
        return verbosity
    }
}
