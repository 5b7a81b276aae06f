import FoundationEssentials
import Glibc
import Speakable
import Synchronization

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
        var temporary: URL?
        var arguments = device.arguments
        if device.system == .coreAudio {
            // afplay reads files only.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("speakable-\(UUID().uuidString).wav")
            try wav.write(to: url)
            temporary = url
            arguments = [url.path]
        }
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        // The player reads the track from an unlinked temporary file, not a pipe: writing a
        // long track into a pipe blocks for as long as it plays, and cancelling could not stop
        // it until the write was done (the opening message of a prompt played on after a key).
        var input: Int32?
        if temporary == nil {
            guard let descriptor = Self.unlinkedFile(holding: wav) else { throw SpeechError.audioOutputFailed("cannot write a temporary file for \(device.player)") }
            input = descriptor
        }
        defer { if let input { close(input) } }
        let player: ChildProcess
        do {
            player = try ChildProcess(executable: device.player, arguments: arguments, input: input.map { .descriptor($0) } ?? .inherited,
                                      output: .null, error: .null)
        } catch {
            throw SpeechError.audioOutputFailed("cannot start \(device.player)")
        }
        // Cancelling the task (new speech cutting this off, or an answer) stops the player at
        // once: SIGKILL, since paplay drains what it holds on SIGTERM (1.4 s measured). The
        // child is waited for on a thread of its own, and killed only while it is not yet
        // reaped (its number could be another process's after that).
        let ended = Mutex(false)
        let ending = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<ChildProcess.Ending, Never>) in
                DetachedThread.start {
                    player.waitUntilEnded()
                    ended.withLock { $0 = true }
                    continuation.resume(returning: player.wait())
                }
            }
        } onCancel: {
            ended.withLock { if !$0 { _ = kill(player.processIdentifier, SIGKILL) } }
        }
        if Task.isCancelled { return }
        guard ending == .exited(0) else {
            throw SpeechError.audioOutputFailed("\(device.player) exited with status \(ending.status)")
        }
    }

    /// An unlinked temporary file holding `data`, read from its start; its descriptor.
    private static func unlinkedFile(holding data: Data) -> Int32? {
        guard let descriptor = OutputFile.unlinkedTemporary(named: "speakable-play") else { return nil }
        do {
            try data.withUnsafeBytes { try OutputFile.writeAll($0, to: descriptor) }
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw SystemCallError(call: "lseek") }
        } catch {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
