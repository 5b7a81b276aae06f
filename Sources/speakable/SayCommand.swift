import ArgumentParser
import Foundation
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
              speakable say "Build finished." --wav done.wav
              speakable say "Сборка завершена." --locale ru
            """
    )

    @Argument(help: "The text to speak.")
    var text: String

    @Option(help: "The locale whose voice and prosody to use: en, ru or zh-Hans.")
    var locale: SpeechLocale = .en

    @OptionGroup var speech: SpeechOptions

    func run() async throws {
        let sink = try speech.sink()
        try await speech.run {
            var utterance = try SpeechUtterance(string: text, voice: Voice.builtIn(locale))
            speech.adjust(&utterance)
            let rendering = try await Synthesizer.shared.render(utterance)
            try await sink.play(rendering.samples, sampleRate: rendering.sampleRate)
        }
    }
}
