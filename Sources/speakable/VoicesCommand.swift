import ArgumentParser
import Speakable
import SpeakableSpeech

/// `speakable voices`: the locales, and the espeak-ng voice each speaks with.
struct VoicesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voices",
        abstract: "List the locales and their espeak-ng voices.",
        discussion: """
            One line per locale: its identifier, its name, and the espeak-ng voice and variant \
            its voice file names. With --all, every voice libespeak-ng has (any of them can be \
            given to say and speak with --voice), then its variants.

            Example:
              $ speakable voices
              en      English   en-us+speakable
              ru      Русский   ru+speakable
              zh-Hans 简体中文      cmn-latn-pinyin+speakable
            """
    )

    @Flag(help: "Also list every voice and variant of espeak-ng.")
    var all = false

    func run() async throws {
        var lines: [String] = []
        for locale in SpeechLocale.allCases {
            let voice = try Voice.builtIn(locale)
            let settings = try EspeakSettings(for: voice)
            let espeak = settings.voiceName + (settings.variant.map { "+" + $0 } ?? "")
            lines.append("\(locale.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0))\(voice.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(espeak)")
        }
        if all {
            do {
                lines.append("")
                for voice in try await Synthesizer.shared.voices().sorted(by: { $0.identifier < $1.identifier }) {
                    lines.append("\(voice.identifier.padding(toLength: 22, withPad: " ", startingAt: 0))\(voice.name)")
                }
                lines.append("")
                lines.append("variants: " + (try await Synthesizer.shared.variants()).joined(separator: " "))
            } catch let error as SpeechError {
                throw CommandFailure(.software, "\(error)").reported()
            }
        }
        StandardOutput.write(lines: lines)
    }
}
