import COpusEncoder
import FoundationEssentials

/// Speech as Ogg Opus (RFC 7845), through Debian's libopus and libogg (loaded the first time it
/// is used): wideband speech at the default 16 kbit/s, about a twentieth of a WAV's size, which
/// browsers play from a `data:` URL. The same samples always give the same bytes.
///
/// ```swift
/// let opus = try OggOpus.encode(track.samples, sampleRate: track.sampleRate)
/// try opus.write(to: URL(fileURLWithPath: "screen.opus"))
/// ```
public enum OggOpus {
    /// The MIME type of what ``encode(_:sampleRate:bitrate:)`` returns.
    public static let mimeType = "audio/ogg; codecs=opus"

    /// Whether libopus and libogg can be loaded; otherwise why not.
    ///
    /// ```swift
    /// if let reason = OggOpus.unavailableReason { print(reason) }
    /// ```
    public static var unavailableReason: String? { speakable_opus_load().map { String(cString: $0) } }

    /// Encodes mono samples as one Ogg Opus file. `bitrate` in bits per second.
    ///
    /// ```swift
    /// let bytes = try OggOpus.encode([Int16](repeating: 0, count: 22_050), sampleRate: 22_050)
    /// bytes.prefix(4)   // "OggS"
    /// ```
    public static func encode(_ samples: [Int16], sampleRate: Int, bitrate: Int = 16_000) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        var error = [CChar](repeating: 0, count: 256)
        let status = samples.withUnsafeBufferPointer { buffer in
            speakable_opus_encode(buffer.baseAddress, buffer.count, Int32(sampleRate), Int32(bitrate), &bytes, &length, &error, error.count)
        }
        guard status == 0, let bytes else {
            throw SpeechError.audioOutputFailed(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { speakable_opus_free(bytes) }
        return Data(bytes: bytes, count: length)
    }
}
