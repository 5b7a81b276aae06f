import FoundationEssentials
import Glibc
import Speakable
import Synchronization

/// Writes a WAV file as the audio is made, so that memory stays flat however long the speech:
/// a header with sizes to be filled in, the samples appended block by block, then the sizes
/// written and the file renamed into place. Like ``WAVFile/write(samples:sampleRate:to:)`` it is
/// atomic: a failed or abandoned write leaves the old file, never half a new one.
///
/// ```swift
/// let writer = try WAVStreamWriter(url: URL(fileURLWithPath: "speech.wav"))
/// try writer.append([0, 120, -120])
/// try writer.finish(sampleRate: 22_050)
/// ```
public final class WAVStreamWriter: Sendable {
    private struct State {
        var descriptor: Int32
        var sampleCount = 0
        var failure: SpeechError?
        /// Bytes not yet written: libespeak-ng hands over a few milliseconds of audio at a time,
        /// and a write for each was two hundred system calls for a three-second utterance.
        var pending: [UInt8] = []
    }

    /// How much is gathered before it is written: memory stays flat however long the track.
    private static let blockSize = 64 << 10

    /// The file written.
    public let url: URL
    private let temporary: String
    private let state: Mutex<State>

    /// Opens the file to write (a temporary file beside it until ``finish(sampleRate:)``).
    ///
    /// ```swift
    /// let writer = try WAVStreamWriter(url: URL(fileURLWithPath: "out.wav"))
    /// ```
    /// - Throws: ``SpeechError/cannotCreateFile(path:reason:)`` naming the path given.
    public init(url: URL) throws {
        self.url = url
        // Made exclusively under a random name, never through a link; a target that is a link,
        // device or FIFO is refused (``OutputFile``).
        let descriptor: Int32
        do {
            try OutputFile(path: url.path).check(replacing: true)
            (descriptor, temporary) = try OutputFile(path: url.path).makeTemporary()
        } catch {
            throw SpeechError.cannotCreateFile(path: url.path, reason: (error as? OutputFile.Refusal)?.reason ?? "\(error)")
        }
        state = Mutex(State(descriptor: descriptor))
        try append(raw: WAVFile.header(sampleCount: 0, sampleRate: 22_050))
    }

    /// How many samples have been written.
    public var sampleCount: Int { state.withLock { $0.sampleCount } }

    /// Appends samples (16-bit mono).
    ///
    /// ```swift
    /// try writer.append([Int16](repeating: 0, count: 5_512))   // a quarter second of silence
    /// ```
    public func append(_ samples: [Int16]) throws {
        #if _endian(little)
        try samples.withUnsafeBytes { try append(raw: $0) }
        #else
        try WAVFile.data(samples: samples, sampleRate: 0).dropFirst(44).withUnsafeBytes { try append(raw: $0) }
        #endif
        state.withLock { $0.sampleCount += samples.count }
    }

    private func append(raw data: Data) throws {
        try data.withUnsafeBytes { try append(raw: $0) }
    }

    private func append(raw bytes: UnsafeRawBufferPointer) throws {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            state.pending.append(contentsOf: bytes)
            if state.pending.count >= Self.blockSize { try flush(&state) }
        }
    }

    /// Writes what is pending.
    private func flush(_ state: inout State) throws {
        let written = state.pending.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(state.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        state.pending.removeAll(keepingCapacity: true)
        if !written {
            let failure = SpeechError.cannotCreateFile(path: url.path, reason: String(cString: strerror(errno)))
            state.failure = failure
            throw failure
        }
    }

    /// Writes what is still gathered, then the sizes into the header, and puts the file in
    /// place.
    ///
    /// ```swift
    /// try writer.finish(sampleRate: 22_050)
    /// ```
    public func finish(sampleRate: Int) throws {
        try state.withLock { state in
            if state.failure == nil, !state.pending.isEmpty { try? flush(&state) }
            let header = WAVFile.header(sampleCount: state.sampleCount, sampleRate: sampleRate)
            let patched = header.withUnsafeBytes { pwrite(state.descriptor, $0.baseAddress, $0.count, 0) == $0.count }
            let descriptor = state.descriptor
            state.descriptor = -1
            guard state.failure == nil, patched else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                OutputFile.removeTemporary(temporary)
                throw state.failure ?? SpeechError.cannotCreateFile(path: url.path, reason: reason)
            }
            do {
                try OutputFile(path: url.path).commit(temporary: temporary, descriptor: descriptor, replacing: true)
            } catch {
                throw SpeechError.cannotCreateFile(path: url.path, reason: (error as? OutputFile.Refusal)?.reason ?? "\(error)")
            }
        }
    }

    /// Gives up: the temporary file is removed and the old file, if any, stays.
    ///
    /// ```swift
    /// writer.abandon()
    /// ```
    public func abandon() {
        state.withLock { state in
            if state.descriptor >= 0 { close(state.descriptor); state.descriptor = -1 }
        }
        OutputFile.removeTemporary(temporary)
    }
}
