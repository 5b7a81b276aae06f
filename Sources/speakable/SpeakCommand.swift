import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableDocuments
import SpeakableSpeech

/// `speakable speak`: says a screen document aloud, as `render` or `navigate` prints it.
struct SpeakCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Speak what VoiceOver says for a screen document, through espeak-ng.",
        usage: "speakable speak <file> [--wav <file>] [<options>]\nspeakable speak <file> <more-files> ... --wav-dir <folder> [<options>]",
        discussion: """
            Speaks the utterances `render` prints (or, with --commands, those `navigate` prints), \
            in order with a short pause between them; sounds are short tones, never words. \
            Speaks through the session's speech-dispatcher when it runs (beside the user's screen \
            reader, never over it), else streams to the sound server (PulseAudio or PipeWire; ALSA \
            through aplay); --speech chooses. Writes a WAV file with --wav. With nowhere to \
            speak and no --wav it fails, saying so.

            Example:
              $ speakable speak Examples/delete-file.yaml --wav delete.wav
              $ speakable speak Examples/login.yaml --commands next,activate \\
                  --rate 250 --wav login.wav
              $ speakable speak Examples --wav-dir audio
            """
    )

    @OptionGroup var document: DocumentOptions

    @Argument(help: ArgumentHelp("More documents, with --wav-dir; a folder stands for the documents under it.", valueName: "more-files"))
    var moreFiles: [String] = []

    @Option(help: ArgumentHelp("Write one WAV file per document into this folder, named after it (screen.yaml → screen.wav); documents are spoken in parallel, one process per core, with a progress line on a terminal.", valueName: "folder"))
    var wavDir: String?

    /// Set by the parent on the command lines of its worker processes (``WorkerPool``).
    @Option(name: .customLong("worker-shard"), help: .private) var workerShard: String?

    @Option(help: "Worker processes for --wav-dir. Default: one per core.")
    var jobs: Int?

    @OptionGroup var speech: SpeechOptions

    @OptionGroup var source: UtteranceSource

    func validate() throws {
        if !moreFiles.isEmpty, wavDir == nil { throw ValidationError("more than one document needs --wav-dir FOLDER (one WAV each)") }
        if wavDir != nil, speech.wav != nil { throw ValidationError("--wav and --wav-dir cannot be used together") }
        if wavDir != nil, ([document.file] + moreFiles).contains("-") { throw ValidationError("--wav-dir speaks files; standard input (-) cannot be one of them") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    }

    func run() async throws {
        if let wavDir { return try await speakToFolder(wavDir) }
        let loaded = try document.load()
        let voice = try document.voice(for: loaded)
        let destination = try speech.destination(inputs: [document.file])
        let utterances = try source.utterances(of: loaded, voice: voice, verbosity: document.verbosity(for: loaded))
        let adjust = speech.adjust
        try await speech.run(about: document.file == "-" ? "<stdin>" : document.file) {
            switch destination {
            case .wavFile(let url):
                TerminationCleanup.install()
                // A WAV file is written as the audio is made: memory stays flat.
                try await SpeechTrack.write(utterances, voice: voice, to: url, adjust: adjust)
            case .standardOutput:
                let track = try await SpeechTrack.render(utterances, voice: voice, adjust: adjust)
                try await StandardOutputWAVSink().play(track.samples, sampleRate: track.sampleRate)
            case .heard(let output):
                try await output.speak(utterances, voice: voice, priority: .text, adjust: adjust)
            case .silent:
                break
            }
        }
    }

    /// One WAV per document in `folder`: in this process when one job (or as a worker), else
    /// through a pool of worker processes.
    private func speakToFolder(_ folder: String) async throws {
        // Ctrl-C or SIGTERM leaves no hidden partial WAV, here or in a worker.
        TerminationCleanup.install()
        let documents = try GoldenSuite.expandingFolders([document.file] + moreFiles)
        let shard = WorkerPool.shard
        if shard == nil {
            guard !documents.isEmpty else {
                throw CommandFailure(.noInput, "no screen documents found under \(([document.file] + moreFiles).joined(separator: ", "))").reported()
            }
            let collisions = WAVFolder.collisions(documents, in: folder)
            guard collisions.isEmpty else {
                throw CommandFailure(.usage, messages: collisions).reported()
            }
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw CommandFailure(.cannotCreate, "cannot create \(folder): \(SystemCallError.reason(of: error))").reported()
            }
            let jobs = WorkerPool.jobs(requested: self.jobs, items: documents.count)
            if jobs > 1 {
                let status = WorkerPool.run(jobs: jobs, total: documents.count, progress: "documents spoken", name: { documents[$0] },
                                            unfinished: { WAVFolder.removePartial(of: WAVFolder.wav(for: documents[$0], in: folder)) })
                if status != 0 { throw ExitCode(status) }
                return
            }
        }
        let mine = documents.enumerated().filter { WorkerPool.owns($0.offset) }.map(\.element)
        var status: Int32 = 0
        for (number, path) in mine.enumerated() {
            var options = document
            options.file = path
            do {
                let loaded = try options.load()
                let voice = try options.voice(for: loaded)
                let utterances = try source.utterances(of: loaded, voice: voice, verbosity: options.verbosity(for: loaded))
                try await speech.run(about: path) {
                    try await SpeechTrack.write(utterances, voice: voice, to: URL(fileURLWithPath: WAVFolder.wav(for: path, in: folder)),
                                                adjust: speech.adjust)
                }
            } catch let exit as ExitCode {
                if status == 0 { status = exit.rawValue }
            }
            // A worker tells its parent, a line per document; alone, a progress line on a terminal.
            if shard != nil { StandardStream.output(path + "\n") } else { WorkerPool.progress(number + 1, of: mine.count, "documents spoken") }
        }
        if shard == nil { WorkerPool.progress(nil) }
        if status != 0 { throw ExitCode(status) }
    }
}
