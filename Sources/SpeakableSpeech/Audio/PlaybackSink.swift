import Foundation
import Speakable

/// Plays audio on a device by handing a WAV to its sound system's player (`paplay`, `pw-play`,
/// `aplay`, `afplay`). libespeak-ng's own playback is never used: it fails silently when there
/// is no device.
///
/// ```swift
/// guard let device = AudioDevice.detect() else { throw SpeechError.noAudioDevice }
/// try await PlaybackSink(device: device).play(samples, sampleRate: 22_050)
/// ```
public struct PlaybackSink: AudioSink {
    /// The device played on.
    public let device: AudioDevice

    /// Creates a sink for a device.
    ///
    /// ```swift
    /// PlaybackSink(device: device)
    /// ```
    public init(device: AudioDevice) { self.device = device }

    /// Plays the samples and returns when the player is done.
    public func play(_ samples: [Int16], sampleRate: Int) async throws {
        let wav = WAVFile.data(samples: samples, sampleRate: sampleRate)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: device.player)
        var temporary: URL?
        if device.system == .coreAudio {
            // afplay reads files only.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("speakable-\(UUID().uuidString).wav")
            try wav.write(to: url)
            temporary = url
            process.arguments = [url.path]
        } else {
            process.arguments = device.arguments
        }
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        // The player reads the track from an unlinked temporary file, not a pipe: writing a
        // long track into a pipe blocks for as long as it plays, and cancelling could not stop
        // it until the write was done (the opening message of a prompt played on after a key).
        var input: FileHandle?
        if temporary == nil {
            guard let file = Self.unlinkedFile(holding: wav) else { throw SpeechError.audioOutputFailed("cannot write a temporary file for \(device.player)") }
            input = file
            process.standardInput = file
        }
        defer { try? input?.close() }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw SpeechError.audioOutputFailed("cannot start \(device.player)") }
        // Cancelling the task (new speech cutting this off, or an answer) stops the player at
        // once: SIGKILL, since paplay drains what it holds on SIGTERM (1.4 s measured).
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async { process.waitUntilExit(); continuation.resume() }
            }
        } onCancel: {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        if Task.isCancelled { return }
        guard process.terminationStatus == 0 else {
            throw SpeechError.audioOutputFailed("\(device.player) exited with status \(process.terminationStatus)")
        }
    }

    /// An unlinked temporary file holding `data`, read from its start.
    private static func unlinkedFile(holding data: Data) -> FileHandle? {
        guard let descriptor = OutputFile.unlinkedTemporary(named: "speakable-play") else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try data.withUnsafeBytes { try OutputFile.writeAll($0, to: descriptor) }
            try handle.seek(toOffset: 0)
        } catch {
            return nil
        }
        return handle
    }
}
