import FoundationEssentials
import SpeakableSpeech

/// Encodes clips as Ogg Opus, each distinct clip once per process: screens of one app repeat
/// the same utterances (a tab bar, `Back. Button.`, a hint), and encoding is most of a report's
/// work. A clip is known by its length and two independent 64-bit hashes of its samples; the
/// encoded bytes kept are bounded (``limit``), so a long run's memory stays flat.
struct ClipEncoder {
    private struct Key: Hashable {
        var count: Int
        var fnv: UInt64
        var mixed: UInt64
    }

    private var encoded: [Key: Data] = [:]
    private var keptBytes = 0
    /// The most encoded bytes kept; past it the cache starts again.
    let limit = 64 << 20

    mutating func encode(_ samples: [Int16], sampleRate: Int) throws -> Data {
        let key = Self.key(samples)
        if let known = encoded[key] { return known }
        let data = try OggOpus.encode(samples, sampleRate: sampleRate)
        if keptBytes + data.count > limit {
            encoded.removeAll(keepingCapacity: true)
            keptBytes = 0
        }
        encoded[key] = data
        keptBytes += data.count
        return data
    }

    private static func key(_ samples: [Int16]) -> Key {
        var fnv: UInt64 = 0xCBF2_9CE4_8422_2325
        var mixed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for sample in samples {
            let value = UInt64(UInt16(bitPattern: sample))
            fnv = (fnv ^ value) &* 0x0000_0100_0000_01B3
            mixed = (mixed &+ value &+ 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
            mixed ^= mixed >> 31
        }
        return Key(count: samples.count, fnv: fnv, mixed: mixed)
    }
}
