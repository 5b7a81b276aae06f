import Foundation
import Speakable
import SpeakableSpeech

/// Speaks a prompt: each new utterance cuts off what is still being said, as VoiceOver does
/// when focus moves. Through speech-dispatcher it speaks at `text` priority, so the user's own
/// screen reader (at `message`) cuts it off and is never talked over. What is said can also be
/// written to a log file, one line per utterance (sounds as their transcript line); secure text
/// never is, since it is never spoken.
actor PromptSpeaker {
    private let voice: Voice
    private let speaks: Bool
    private let output: (any SpeechOutput)?
    private let log: FileHandle?
    private var speaking: Task<Void, Never>?

    /// With speech off nothing is said or logged. With speech on, everything is logged, and
    /// heard when there is somewhere to speak (`output`).
    init(voice: Voice, speaks: Bool, output: (any SpeechOutput)?, logPath: String?) {
        self.voice = voice
        self.speaks = speaks
        self.output = output
        if speaks, let logPath, FileManager.default.createFile(atPath: logPath, contents: nil) {
            log = FileHandle(forWritingAtPath: logPath)
        } else {
            log = nil
        }
    }

    func say(_ utterances: [Utterance], priority: SpeechPriority = .text) {
        guard speaks, !utterances.isEmpty else { return }
        try? log?.write(contentsOf: Data(utterances.map { $0.text + "\n" }.joined().utf8))
        speaking?.cancel()
        guard let output else { return }
        let voice = self.voice
        speaking = Task {
            try? await output.speak(utterances, voice: voice, priority: priority, adjust: { _ in })
        }
    }

    /// The prompt was answered: what the answer says is logged, and speech is cut at once, as
    /// VoiceOver cuts itself off when you act, so that the answer goes back to the script
    /// without waiting for the speech.
    func end(saying utterances: [Utterance]) {
        if speaks, !utterances.isEmpty { try? log?.write(contentsOf: Data(utterances.map { $0.text + "\n" }.joined().utf8)) }
        speaking?.cancel()
    }

    /// Waits for the last speech to end (a prompt's final words, or what was cut).
    func finish() async {
        await speaking?.value
        try? log?.close()
    }

    /// Cuts off speech now.
    func stop() {
        speaking?.cancel()
    }
}
