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
            lines.append("\(padded(locale.rawValue, to: 8))\(padded(voice.name, to: 10))\(espeak)")
        }
        if all {
            do {
                lines.append("")
                for voice in try await Synthesizer.shared.voices().sorted(by: { $0.identifier < $1.identifier }) {
                    lines.append("\(padded(voice.identifier, to: 22))\(voice.name)")
                }
                lines.append("")
                lines.append("variants: " + (try await Synthesizer.shared.variants()).joined(separator: " "))
            } catch let error as SpeechError {
                throw CommandFailure(.software, "\(error)").reported()
            }
        }
        StandardOutput.write(lines: lines)
    }

    /// `text` with spaces after it up to `width` characters (cut to `width` when longer).
    private func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
    }
}
