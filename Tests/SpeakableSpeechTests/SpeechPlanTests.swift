import Foundation
import Testing
import TestTemporaryFiles
import Speakable
@testable import SpeakableSpeech

/// Issue 32 item 4: one speech plan and one synthesizer entry serve clips, a track, a WAV and a
/// stream, so the three ways out say the same samples.
@Suite("Speech: one plan")
struct SpeechPlanTests {
    static func utterances(_ voice: Voice) -> [Utterance] {
        let generator = SpeechGenerator(voice: voice)
        return [generator.utterance(for: AccessibilityElement(label: "Save", traits: .button)), generator.sound(.boundary),
                generator.utterance(for: AccessibilityElement(label: "Cancel", traits: .button))]
    }

    @Test("A plan has a step per utterance: speech, or a sound's earcon")
    func testSpeechPlan_aStepPerUtterance() throws {
        let english = try Voice.builtIn(.en)
        let plan = try SpeechPlan(Self.utterances(english), voice: english)
        #expect(plan.steps.count == 3)
        guard case .speech = plan.steps[0], case .sound(.boundary) = plan.steps[1], case .speech = plan.steps[2] else {
            Issue.record("expected speech, a sound, speech")
            return
        }
        #expect(plan.pauseMilliseconds == english.milliseconds(.utterancePause))
        #expect(plan.parts(0..<3, sampleRate: 22_050, paused: true).count == 5)
        #expect(plan.parts(0..<3, sampleRate: 22_050, paused: false).count == 3)
    }

    @Test("Clips, a track and a WAV written as it is made are the same samples, from one plan")
    func testSpeechPlan_clipsTrackAndWAVAreOneAssembly() async throws {
        let english = try Voice.builtIn(.en)
        let plan = try SpeechPlan(Self.utterances(english), voice: english)
        // libespeak-ng's first synthesis in a process runs a few milliseconds longer than the
        // same text later (whichever way it is asked): warm it up, then compare.
        _ = try await SpeechTrack.render(plan)
        let track = try await SpeechTrack.render(plan)
        let clips = try await SpeechClips.render(plan)
        let again = try await SpeechTrack.render(plan)
        #expect(clips.clips.count == 3)
        let joined = clips.track()
        #expect(again.samples == track.samples, "a track is made the same way twice")
        #expect(joined.count == track.samples.count, "\(joined.count) \(track.samples.count)")
        #expect(joined == track.samples, "the clips joined are the track")
        let url = TemporaryRoot.file("plan.wav")
        try await SpeechTrack.write(Self.utterances(english), voice: english, to: url)
        let (written, rate) = try WAVFile.read(try Data(contentsOf: url))
        #expect(rate == track.sampleRate)
        #expect(written.count == track.samples.count, "\(written.count) \(track.samples.count)")
        #expect(written == track.samples, "the WAV written as it is made is the track")
    }

    @Test("The track's characters are measured once, before anything is made")
    func testSpeechPlan_aTooLongTrackIsRefusedBeforeSynthesis() throws {
        let english = try Voice.builtIn(.en)
        var limits = SpeechLimits.screenReader
        limits.maximumTrackCharacters = 5
        #expect(throws: SpeechError.self) { try SpeechPlan(Self.utterances(english), voice: english, limits: limits) }
    }
}
