import Foundation
import Speakable
import SpeakableSpeech

/// Speaks a prompt: each new utterance cuts off what is still being said, as VoiceOver does
/// when focus moves. What is said can also be written to a log file, one line per utterance
/// (sounds as their transcript line); secure text never is, since it is never spoken.
actor PromptSpeaker {
    private let voice: Voice
    private let speaks: Bool
    private let sink: (any AudioSink)?
    private let log: FileHandle?
    private var speaking: Task<Void, Never>?

    /// With speech off nothing is said or logged. With speech on, everything is logged, and
    /// heard when there is a device (`sink`).
    init(voice: Voice, speaks: Bool, sink: (any AudioSink)?, logPath: String?) {
        self.voice = voice
        self.speaks = speaks
        self.sink = sink
        if speaks, let logPath, FileManager.default.createFile(atPath: logPath, contents: nil) {
            log = FileHandle(forWritingAtPath: logPath)
        } else {
            log = nil
        }
    }

    func say(_ utterances: [Utterance]) {
        guard speaks, !utterances.isEmpty else { return }
        try? log?.write(contentsOf: Data(utterances.map { $0.text + "\n" }.joined().utf8))
        speaking?.cancel()
        guard let sink else { return }
        let voice = self.voice
        speaking = Task {
            guard let track = try? await SpeechTrack.render(utterances, voice: voice), !Task.isCancelled else { return }
            try? await sink.play(track.samples, sampleRate: track.sampleRate)
        }
    }

    /// Waits for the last speech to end (a prompt's final words).
    func finish() async {
        await speaking?.value
        try? log?.close()
    }

    /// Cuts off speech now.
    func stop() {
        speaking?.cancel()
    }
}
