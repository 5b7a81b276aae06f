import Foundation
import Testing
import TestTemporaryFiles
@testable import SpeakableSpeech

/// Finding the audio device, and playing through its player program.
@Suite("Speech: audio devices")
struct AudioDeviceTests {
    @Test("With no sound system there is no device")
    func none() {
        #expect(AudioDevice.detect(environment: ["PATH": "/usr/bin:/bin"]) == nil)
        #expect(AudioDevice.detect(environment: ["SPEAKABLE_AUDIO": "none", "PULSE_SERVER": "x"]) == nil)
    }

    @Test("A PulseAudio socket and paplay make a device; playback hands it a WAV")
    func pulse() async throws {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pulse"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("pulse/native").path, contents: nil))
        // A stand-in player that keeps what it is given, so the test can check it.
        let player = folder.appendingPathComponent("paplay")
        try "#!/bin/sh\ncat > \"\(folder.path)/played.wav\"\n".write(to: player, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: player.path)
        let device = try #require(AudioDevice.detect(environment: ["XDG_RUNTIME_DIR": folder.path, "PATH": folder.path]))
        #expect(device.system == .pulseAudio)
        let rendering = try await render("Played.")
        try await PlaybackSink(device: device).play(rendering.samples, sampleRate: rendering.sampleRate)
        let played = try WAVFile.read(try Data(contentsOf: folder.appendingPathComponent("played.wav")))
        #expect(played.samples == rendering.samples && played.sampleRate == 22_050)
    }
}
