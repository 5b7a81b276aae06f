import Foundation
import Speakable
import SpeakableDocuments
import SpeakableSpeech
import Synchronization

/// `speak DOC… --wav-dir DIR`: one WAV per document, named after it, spoken by a pool of worker
/// processes (one engine per process, since libespeak-ng is one block of global state), with a
/// progress line on a terminal.
///
/// Each worker is this same command line, run again with `SPEAKABLE_WORKER_SHARD=i/n`: it speaks
/// the documents whose index is i modulo n and prints each one's path on standard output when
/// its WAV is written, which is how the parent counts progress. Errors go to standard error
/// as they happen; the run's status is the first failing worker's.
struct WAVFolderRun {
    let documents: [String]
    let folder: String
    let jobs: Int

    /// `name.yaml` → `DIR/name.wav`.
    static func wav(for document: String, in folder: String) -> String {
        let name = ((document as NSString).lastPathComponent as NSString).deletingPathExtension
        return (folder as NSString).appendingPathComponent(name + ".wav")
    }

    /// Documents that would write the same WAV: an error before anything is spoken.
    static func collisions(_ documents: [String], in folder: String) -> [String] {
        Dictionary(grouping: documents) { wav(for: $0, in: folder) }.filter { $0.value.count > 1 }
            .sorted { $0.key < $1.key }
            .map { "\($0.value.joined(separator: " and ")) would both be written to \($0.key); rename all but one" }
    }

    /// The shard this process speaks, when it is a worker.
    static var shard: (index: Int, count: Int)? {
        guard let value = ProcessInfo.processInfo.environment["SPEAKABLE_WORKER_SHARD"] else { return nil }
        let parts = value.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (0..<parts[1]).contains(parts[0]) else { return nil }
        return (parts[0], parts[1])
    }

    /// Runs the pool and returns the exit status.
    func runPool() -> Int32 {
        let total = documents.count
        let done = Mutex(0)
        let showsProgress = isatty(2) != 0
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var workers: [(Process, Thread)] = []
        for index in 0..<jobs {
            let process = Process()
            process.executableURL = executable
            process.arguments = Array(CommandLine.arguments.dropFirst())
            process.environment = ProcessInfo.processInfo.environment.merging(["SPEAKABLE_WORKER_SHARD": "\(index)/\(jobs)"]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            do { try process.run() } catch {
                StandardError.write("speakable: error: cannot start a worker: \(error)")
                return ExitStatus.software
            }
            let reader = Thread {
                let handle = output.fileHandleForReading
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    let finished = data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                    let count = done.withLock { $0 += finished; return $0 }
                    if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[Kspeakable: \(count)/\(total) documents spoken".utf8)) }
                }
            }
            reader.start()
            workers.append((process, reader))
        }
        var status: Int32 = 0
        for (process, _) in workers {
            process.waitUntilExit()
            if status == 0, process.terminationStatus != 0 { status = process.terminationStatus }
        }
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        return status
    }
}
