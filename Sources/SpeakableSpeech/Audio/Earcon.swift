import FoundationEssentials
import Glibc
import Speakable

/// The short tones that stand for screen-reader sounds: never words (phrasing spec §10).
///
/// ```swift
/// Earcon.samples(for: .boundary, sampleRate: 22_050).count   // 0.15 s of two falling tones
/// ```
public enum Earcon {
    /// The tone of a sound.
    public static func samples(for sound: Sound, sampleRate: Int) -> [Int16] {
        switch sound {
        case .boundary: tone(880, seconds: 0.06, sampleRate: sampleRate) + silence(0.03, sampleRate) + tone(660, seconds: 0.06, sampleRate: sampleRate)
        case .unavailable: tone(220, seconds: 0.12, sampleRate: sampleRate)
        case .click: tone(2_000, seconds: 0.008, sampleRate: sampleRate)
        }
    }

    private static func tone(_ frequency: Double, seconds: Double, sampleRate: Int) -> [Int16] {
        let count = Int(seconds * Double(sampleRate))
        return (0..<count).map { index in
            // A short fade in and out keeps the tone from clicking.
            let fade = min(1, Double(min(index, count - index)) / (0.004 * Double(sampleRate)))
            return Int16(6_000 * fade * sin(2 * Double.pi * frequency * Double(index) / Double(sampleRate)))
        }
    }

    private static func silence(_ seconds: Double, _ sampleRate: Int) -> [Int16] {
        [Int16](repeating: 0, count: Int(seconds * Double(sampleRate)))
    }
}
