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
            Speaks through the session's speech-dispatcher when it runs (beside the user's screen \
            reader, never over it), else streams to the sound server (PulseAudio or PipeWire; ALSA \
            through aplay); --speech chooses. Writes a WAV file with --wav. With nowhere to \
            speak and no --wav it fails, saying so.

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
        let destination = try speech.destination()
        let utterances = try source.utterances(of: loaded, voice: voice, verbosity: document.verbosity(for: loaded))
        let adjust = speech.adjust
        try await speech.run(about: document.file == "-" ? "<stdin>" : document.file) {
            switch destination {
            case .wavFile(let url):
                // A WAV file is written as the audio is made: memory stays flat.
                try await SpeechTrack.write(utterances, voice: voice, to: url, adjust: adjust)
            case .standardOutput:
                let track = try await SpeechTrack.render(utterances, voice: voice, adjust: adjust)
                try await StandardOutputWAVSink().play(track.samples, sampleRate: track.sampleRate)
            case .heard(let output):
                try await output.speak(utterances, voice: voice, priority: .text, adjust: adjust)
            case .silent:
                break
            }
        }
    }
}
