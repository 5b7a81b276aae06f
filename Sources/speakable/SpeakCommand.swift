import ArgumentParser
import Foundation
import Speakable
import SpeakableDocuments
import SpeakableSpeech

/// `speakable speak`: says a screen document aloud, as `render` or `navigate` prints it.
struct SpeakCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Speak what VoiceOver says for a screen document, through espeak-ng.",
        usage: "speakable speak <file> [--wav <file>] [<options>]",
        discussion: """
            Speaks the utterances `render` prints (or, with --commands, those `navigate` prints), \
            in order with a short pause between them; sounds are short tones, never words. \
            Plays on the machine's audio device (PulseAudio, PipeWire or ALSA), or writes a WAV \
            file with --wav. With no device and no --wav it fails, saying so.

            Example:
              speakable speak Examples/delete-file.yaml --wav delete.wav
              speakable speak Examples/login.yaml --commands "next,next,activate" --rate 250
            """
    )

    @OptionGroup var document: DocumentOptions
    @OptionGroup var speech: SpeechOptions

    @OptionGroup var source: UtteranceSource

    func run() async throws {
        let loaded = try document.load()
        let voice = try document.voice(for: loaded)
        let sink = try speech.sink()
        let utterances = try source.utterances(of: loaded, voice: voice, verbosity: document.verbosity(for: loaded))
        try await speech.run(about: document.file == "-" ? "<stdin>" : document.file) {
            if let path = speech.wav, path != "-" {
                // A WAV file is written as the audio is made: memory stays flat.
                try await SpeechTrack.write(utterances, voice: voice, to: URL(fileURLWithPath: path), adjust: speech.adjust)
                return
            }
            let track = try await SpeechTrack.render(utterances, voice: voice, adjust: speech.adjust)
            try await sink.play(track.samples, sampleRate: track.sampleRate)
        }
    }
}
