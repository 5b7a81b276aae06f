import ArgumentParser
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableSpeech

/// A spoken screen's speech, each utterance synthesized on its own (``SpeechClips``), and what
/// it costs to listen to (report spec §3): shared by `report`, `render --durations` and the
/// audit's `listening-cost`. The clips are the spoken screen's announcement's and its stops',
/// each kept with what it is, so nothing is found again by position.
struct ScreenSpeech {
    /// The screen spoken.
    var spoken: SpokenScreen
    /// The announcement's clip, when the screen has one.
    var announcementClip: [Int16]?
    /// Each stop's clip, in the order of ``SpokenScreen/stops``.
    var stopClips: [[Int16]]
    /// The samples per second of every clip.
    var sampleRate: Int
    /// The voice's pause between utterances, in seconds.
    var pauseDuration: Double

    /// The length of a clip, in seconds.
    func duration(of clip: [Int16]) -> Double { Double(clip.count) / Double(sampleRate) }

    /// Swipes and seconds per stop, and the time to read the screen once.
    var cost: ListeningCost {
        ListeningCost(stopSeconds: stopClips.map(duration(of:)), pause: pauseDuration, leading: announcementClip.map(duration(of:)))
    }

    /// Synthesizes a spoken screen as `render` prints it; a speech error is printed with `about`
    /// and becomes the exit status `speak` would give. `whenTooLong` is added to the message of a
    /// screen past the speech limits (what the command can do instead).
    static func synthesize(_ spoken: SpokenScreen, about path: String, whenTooLong advice: String? = nil,
                           adjust: (inout SpeechUtterance) -> Void = { _ in }) async throws -> ScreenSpeech {
        do {
            // One track of the announcement and every stop, as `speak` would play it, cut into its utterances.
            let clips = try await SpeechClips.render(spoken.utterances, voice: spoken.voice, adjust: adjust)
            var stopClips = clips.clips[...]
            let announcementClip = spoken.announcement == nil ? nil : stopClips.popFirst()
            return ScreenSpeech(spoken: spoken, announcementClip: announcementClip, stopClips: Array(stopClips),
                                sampleRate: clips.sampleRate, pauseDuration: clips.pauseDuration)
        } catch let error as SpeechError {
            throw CommandFailure(error, about: path, advice: advice).reported()
        }
    }
}
