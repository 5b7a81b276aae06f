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

    /// Whether `track` holds `earcon` with the plan's pause of silence on each side: what the
    /// plan decides, whatever the engine makes of the speech around it (its exact samples depend
    /// on what the shared engine spoke before, so parallel tests must not compare them).
    static func holds(_ earcon: [Int16], pausedBy pause: Int, in track: [Int16]) -> Bool {
        guard earcon.count > 0, track.count >= earcon.count + 2 * pause else { return false }
        for start in pause...(track.count - earcon.count - pause) where track[start] == earcon[0] {
            guard track[start..<start + earcon.count].elementsEqual(earcon) else { continue }
            if track[(start - pause)..<start].allSatisfy({ $0 == 0 }),
               track[(start + earcon.count)..<(start + earcon.count + pause)].allSatisfy({ $0 == 0 }) { return true }
        }
        return false
    }

    @Test("Clips, a track and a WAV written as it is made are assembled by one plan: its earcons and pauses")
    func testSpeechPlan_clipsTrackAndWAVAreOneAssembly() async throws {
        let english = try Voice.builtIn(.en)
        let plan = try SpeechPlan(Self.utterances(english), voice: english)
        let clips = try await SpeechClips.render(plan)
        let track = try await SpeechTrack.render(plan)
        let earcon = Earcon.samples(for: .boundary, sampleRate: track.sampleRate)
        let pause = plan.pauseSamples(sampleRate: track.sampleRate)
        #expect(clips.clips.count == 3 && clips.pauseSamples == pause)
        #expect(clips.clips[1] == earcon, "a sound's clip is its earcon alone")
        #expect(rms(clips.clips[0]) > 500 && rms(clips.clips[2]) > 500)
        #expect(Self.holds(earcon, pausedBy: pause, in: track.samples), "the track: speech, pause, earcon, pause, speech")
        let url = TemporaryRoot.file("plan.wav")
        try await SpeechTrack.write(Self.utterances(english), voice: english, to: url)
        let (written, rate) = try WAVFile.read(try Data(contentsOf: url))
        #expect(rate == track.sampleRate)
        #expect(Self.holds(earcon, pausedBy: pause, in: written), "the WAV made as it goes: the same assembly")
    }

    @Test("The track's characters are measured once, before anything is made")
    func testSpeechPlan_aTooLongTrackIsRefusedBeforeSynthesis() throws {
        let english = try Voice.builtIn(.en)
        var limits = SpeechLimits.screenReader
        limits.maximumTrackCharacters = 5
        #expect(throws: SpeechError.self) { try SpeechPlan(Self.utterances(english), voice: english, limits: limits) }
    }
}
