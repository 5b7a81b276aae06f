import ArgumentParser
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableSpeech

/// A screen's speech, each utterance synthesized on its own (``SpeechClips``), and what it costs
/// to listen to (report spec §3): shared by `report`, `render --durations` and the audit's
/// `listening-cost`.
struct ScreenSpeech {
    /// What `render` prints: the presentation's announcement, if any, then one per stop.
    var utterances: [Utterance]
    /// Each utterance's audio.
    var clips: SpeechClips
    /// Whether the first utterance is an announcement, not a stop.
    var leadsWithAnnouncement: Bool

    /// The clip of stop `index`.
    func clip(ofStop index: Int) -> [Int16] { clips.clips[index + (leadsWithAnnouncement ? 1 : 0)] }

    /// Swipes and seconds per stop, and the time to read the screen once.
    var cost: ListeningCost {
        let offset = leadsWithAnnouncement ? 1 : 0
        let stops = (offset..<clips.clips.count).map { clips.duration(of: $0) }
        return ListeningCost(stopSeconds: stops, pause: clips.pauseDuration, leading: leadsWithAnnouncement ? clips.duration(of: 0) : nil)
    }

    /// Synthesizes a screen as `render` phrases it; a speech error is printed with `about` and
    /// becomes the exit status `speak` would give. `whenTooLong` is added to the message of a
    /// screen past the speech limits (what the command can do instead).
    static func synthesize(_ screen: Screen, voice: Voice, verbosity: Verbosity, about path: String,
                           whenTooLong advice: String? = nil,
                           adjust: (inout SpeechUtterance) -> Void = { _ in }) async throws -> ScreenSpeech {
        let generator = SpeechGenerator(voice: voice, verbosity: verbosity)
        let utterances = generator.render(screen)
        // `render` says the frontmost presentation's announcement first, when it has one.
        let leads = screen.topPresentation.flatMap(generator.announcement(for:)) != nil
        do {
            let clips = try await SpeechClips.render(utterances, voice: voice, adjust: adjust)
            return ScreenSpeech(utterances: utterances, clips: clips, leadsWithAnnouncement: leads)
        } catch let error as SpeechError {
            throw CommandFailure(error, about: path, advice: advice).reported()
        }
    }
}
