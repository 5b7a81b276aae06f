import FoundationEssentials
import Glibc
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
    /// The log file's descriptor, when there is one.
    private var log: Int32?
    private var speaking: Task<Void, Never>?

    /// With speech off nothing is said or logged. With speech on, everything is logged, and
    /// heard when there is somewhere to speak (`output`).
    init(voice: Voice, speaks: Bool, output: (any SpeechOutput)?, logPath: String?) {
        self.voice = voice
        self.speaks = speaks
        self.output = output
        if speaks, let logPath {
            let descriptor = open(logPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            log = descriptor >= 0 ? descriptor : nil
        } else {
            log = nil
        }
    }

    deinit {
        if let log { close(log) }
    }

    /// Writes the utterances to the log, a line each.
    private func record(_ utterances: [Utterance]) {
        guard let log else { return }
        StandardStream.write(utterances.map { $0.text + "\n" }.joined(), to: log)
    }

    func say(_ utterances: [Utterance], priority: SpeechPriority = .text) {
        guard speaks, !utterances.isEmpty else { return }
        record(utterances)
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
        if speaks, !utterances.isEmpty { record(utterances) }
        speaking?.cancel()
    }

    /// Waits for the last speech to end (a prompt's final words, or what was cut).
    func finish() async {
        await speaking?.value
        if let log { close(log) }
        log = nil
    }

    /// Cuts off speech now.
    func stop() {
        speaking?.cancel()
    }
}
