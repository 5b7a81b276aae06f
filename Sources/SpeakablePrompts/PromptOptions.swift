import FoundationEssentials
import Glibc
import Speakable
import SpeakableSpeech

/// How a prompt runs.
///
/// ```swift
/// var options = PromptOptions()
/// options.mode = .plain        // for people whose own screen reader speaks
/// options.speech = false
/// ```
public struct PromptOptions: Sendable {
    /// Interactive (a redrawn prompt driven by keys) or plain (lines on stderr, answers on stdin).
    public enum Mode: String, Sendable {
        /// Plain when standard input is not a terminal, `TERM=dumb` or `SPEAKABLE_PLAIN=1`;
        /// interactive otherwise.
        case automatic
        case interactive
        case plain
    }

    /// The mode.
    public var mode: Mode = .automatic
    /// Whether to speak; `nil`: as ``route`` or `SPEAKABLE_SPEECH` says, else on in interactive
    /// mode and off in plain mode (where the user's own screen reader speaks).
    public var speech: Bool?
    /// Where speech is heard; `nil`: `SPEAKABLE_SPEECH`, else `SpeechRoute.auto`. A route
    /// other than `auto` also turns speech on in plain mode; `off` turns it off.
    public var route: SpeechRoute?
    /// The locale of the words and voice.
    public var locale: SpeechLocale = .en
    /// The screen reader whose stops and words a prompt about a screen speaks (talkback.md
    /// TB1): VoiceOver unless asked. A list (`choose`, `filter`) is no screen and keeps its words.
    public var reader: Reader = .voiceOver
    /// A file to write what is spoken to, one line per utterance; `nil`: `SPEAKABLE_SPEECH_LOG`.
    public var speechLog: String?
    /// How long to wait for an answer; then the prompt gives its default (a confirmation's
    /// default answer, an input's starting value, a list's chosen items), as gum's `--timeout`
    /// does, or ends with ``PromptOutcome/timedOut``. `nil`: no limit.
    public var timeout: Duration?
    /// The environment consulted.
    public var environment: [String: String] = ProcessInfo.processInfo.environment

    /// Default options.
    ///
    /// ```swift
    /// PromptOptions(mode: .plain)
    /// ```
    public init(mode: Mode = .automatic, speech: Bool? = nil, locale: SpeechLocale = .en) {
        self.mode = mode
        self.speech = speech
        self.locale = locale
    }

    /// The mode in force.
    public var resolvedMode: Mode {
        switch mode {
        case .interactive, .plain: return mode
        case .automatic:
            return asksForPlain || isatty(0) == 0 ? .plain : .interactive
        }
    }

    /// Whether plain mode is asked for, whatever standard input is: `--plain`, or
    /// `SPEAKABLE_PLAIN=1` or `TERM=dumb` in automatic mode. (`spin` reads no keys, so only this
    /// decides its mode.)
    var asksForPlain: Bool {
        switch mode {
        case .plain: true
        case .interactive: false
        case .automatic: environment["SPEAKABLE_PLAIN"] == "1" || environment["TERM"] == "dumb"
        }
    }

    /// Whether speech is on.
    public var speaks: Bool {
        if let speech { return speech }
        let explicit = environment["SPEAKABLE_SPEECH"].map { ["on", "1", "yes"].contains($0.lowercased()) } ?? false
        switch resolvedRoute {
        case .off: return false
        case .direct, .speechDispatcher: return true
        case .auto: return explicit || resolvedMode == .interactive
        }
    }

    /// The route in force: ``route``, else `SPEAKABLE_SPEECH`, else auto (also for a value it
    /// does not know; the command line reports that).
    public var resolvedRoute: SpeechRoute {
        route ?? (try? SpeechRoute(environment: environment)) ?? .auto
    }
}
