import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableSpeech

/// `speakable say`: speaks plain text.
struct SayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        abstract: "Speak plain text through espeak-ng.",
        usage: "speakable say <text> [--wav <file>] [<options>]",
        discussion: """
            The text is spoken as text: markup and control characters have no effect.

            Example:
              $ speakable say "Build finished." --wav done.wav
              $ speakable say "Сборка завершена." --locale ru --speech off
            """
    )

    @Argument(help: "The text to speak.")
    var text: String

    @Option(help: "The locale whose voice and prosody to use: en, ru or zh-Hans.")
    var locale: SpeechLocale = .en

    @Option(help: ArgumentHelp("Through speech-dispatcher: important (errors; interrupts everything), message, text (waits for the screen reader), or notification (dropped if anything else speaks).", valueName: "priority"))
    var priority: PriorityArgument = .text

    @OptionGroup var speech: SpeechOptions

    func run() async throws {
        let destination = try speech.destination()
        let adjust = speech.adjust
        try await speech.run {
            let voice = try Voice.builtIn(locale)
            switch destination {
            case .wavFile, .standardOutput:
                var utterance = try SpeechUtterance(string: text, voice: voice)
                adjust(&utterance)
                let rendering = try await Synthesizer.shared.render(utterance)
                let sink: any AudioSink = if case .wavFile(let url) = destination { WAVFileSink(url: url) } else { StandardOutputWAVSink() }
                try await sink.play(rendering.samples, sampleRate: rendering.sampleRate)
            case .heard(let output):
                let announcement = Utterance(kind: .announcement, segments: [.message(text)], voice: voice)
                try await output.speak([announcement], voice: voice, priority: priority.priority, adjust: adjust)
            case .silent:
                break
            }
        }
    }
}

/// speech-dispatcher's priorities by name, for `--priority`.
enum PriorityArgument: String, ExpressibleByArgument, CaseIterable {
    case important, message, text, notification

    var priority: SpeechPriority {
        switch self {
        case .important: .important
        case .message: .message
        case .text: .text
        case .notification: .notification
        }
    }
}
