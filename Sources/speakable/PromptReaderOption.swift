import ArgumentParser
import Speakable

/// `--reader` on the prompts that speak a screen (`prompt`, `alert`, `confirm`, `input`,
/// `stepper`; talkback.md TB1): VoiceOver unless asked, whatever the file is, since a prompt
/// runs in a terminal, not on a phone. `--reader talkback` speaks the prompt's stops as TalkBack
/// would, and draws TalkBack's stops.
struct PromptReaderOption: ParsableArguments {
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case voiceover, talkback

        var reader: Reader { self == .talkback ? .talkBack : .voiceOver }
    }

    @Option(name: .customLong("reader"), help: ArgumentHelp("voiceover or talkback: whose stops and words the prompt speaks. Default: voiceover.", valueName: "reader"))
    var choice: Choice = .voiceover

    var reader: Reader { choice.reader }
}
