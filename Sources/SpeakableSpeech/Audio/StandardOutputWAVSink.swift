import FoundationEssentials
import Glibc

/// Writes audio as a WAV file to standard output, as `espeak-ng --stdout` does
/// (`speakable say "Done." --wav - | aplay`).
///
/// ```swift
/// try await StandardOutputWAVSink().play(samples, sampleRate: 22_050)
/// ```
public struct StandardOutputWAVSink: AudioSink {
    /// Creates the sink.
    ///
    /// ```swift
    /// let sink = StandardOutputWAVSink()
    /// ```
    public init() {}

    /// Writes the header and the samples to standard output.
    public func play(_ samples: [Int16], sampleRate: Int) async throws {
        let data = WAVFile.data(samples: samples, sampleRate: sampleRate)
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        guard written else { throw SpeechError.cannotCreateFile(path: "standard output", reason: String(cString: strerror(errno))) }
    }
}
