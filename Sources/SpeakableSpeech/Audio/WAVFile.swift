import FoundationEssentials
import Glibc
import Speakable

/// WAV files: a 44-byte RIFF header and 16-bit mono PCM.
///
/// ```swift
/// let data = WAVFile.data(samples: rendering.samples, sampleRate: 22_050)
/// let (samples, rate) = try WAVFile.read(data)
/// ```
public enum WAVFile {
    /// The bytes of a WAV file holding these samples.
    public static func data(samples: [Int16], sampleRate: Int) -> Data {
        var data = Data(capacity: 44 + samples.count * 2)
        data.append(header(sampleCount: samples.count, sampleRate: sampleRate))
        #if _endian(little)
        samples.withUnsafeBytes { data.append(contentsOf: $0) }
        #else
        for sample in samples { withUnsafeBytes(of: sample.littleEndian) { data.append(contentsOf: $0) } }
        #endif
        return data
    }

    /// Writes a WAV file straight from the samples, without building it in memory first, and
    /// atomically: it goes to a temporary file beside the target, renamed into place when
    /// complete, so a failure never leaves a half-written file or harms the one there.
    ///
    /// ```swift
    /// try WAVFile.write(samples: samples, sampleRate: 22_050, to: URL(fileURLWithPath: "out.wav"))
    /// ```
    public static func write(samples: [Int16], sampleRate: Int, to url: URL) throws {
        let file = OutputFile(path: url.path)
        // The error names the file the user asked for, not the temporary one beside it.
        let (descriptor, temporary): (Int32, String)
        do {
            try file.check(replacing: true)
            (descriptor, temporary) = try file.makeTemporary()
        } catch {
            throw SpeechError.cannotCreateFile(path: url.path, reason: (error as? OutputFile.Refusal)?.reason ?? "\(error)")
        }
        #if _endian(little)
        let body = { (write: (UnsafeRawBufferPointer) throws -> Void) in try samples.withUnsafeBytes(write) }
        #else
        let swapped = data(samples: samples, sampleRate: sampleRate).dropFirst(44)
        let body = { (write: (UnsafeRawBufferPointer) throws -> Void) in try swapped.withUnsafeBytes(write) }
        #endif
        do {
            // One write of the header and one of the samples, as the C library would.
            try header(sampleCount: samples.count, sampleRate: sampleRate).withUnsafeBytes { try OutputFile.writeAll($0, to: descriptor) }
            try body { try OutputFile.writeAll($0, to: descriptor) }
        } catch {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            OutputFile.removeTemporary(temporary)
            throw SpeechError.cannotCreateFile(path: url.path, reason: reason)
        }
        do {
            try file.commit(temporary: temporary, descriptor: descriptor, replacing: true)
        } catch {
            throw SpeechError.cannotCreateFile(path: url.path, reason: (error as? OutputFile.Refusal)?.reason ?? "\(error)")
        }
    }

    /// The 44-byte header for a file of `sampleCount` samples.
    public static func header(sampleCount: Int, sampleRate: Int) -> Data {
        var data = Data(capacity: 44)
        func append(_ text: String) { data.append(contentsOf: Array(text.utf8)) }
        func append32(_ value: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ value: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) { data.append(contentsOf: $0) } }
        let bytes = sampleCount * 2
        append("RIFF"); append32(36 + bytes); append("WAVE")
        append("fmt "); append32(16); append16(1); append16(1); append32(sampleRate); append32(sampleRate * 2); append16(2); append16(16)
        append("data"); append32(bytes)
        return data
    }

    /// The samples and sample rate of a 16-bit mono PCM WAV file.
    ///
    /// - Throws: ``SpeechError/audioOutputFailed(_:)`` for anything else.
    public static func read(_ data: Data) throws -> (samples: [Int16], sampleRate: Int) {
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count >= 44, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8),
              u16(20) == 1, u16(22) == 1, u16(34) == 16 else {
            throw SpeechError.audioOutputFailed("not a 16-bit mono PCM WAV file")
        }
        let count = min(u32(40), bytes.count - 44) / 2
        let samples = (0..<count).map { Int16(bitPattern: UInt16(u16(44 + $0 * 2))) }
        return (samples, u32(24))
    }
}
