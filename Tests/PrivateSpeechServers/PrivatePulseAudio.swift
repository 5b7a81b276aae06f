import Foundation

/// A PulseAudio server of the tests' own: its own runtime folder, a null sink named `speakable`
/// (mono, 22,050 Hz) as the default sink, reachable only through its socket. What is played to
/// it can be recorded from the sink's monitor, so tests check real audio without a sound card.
///
/// ```swift
/// let server = try PrivatePulseAudio.start()
/// defer { server.stop() }
/// let recording = try server.record()
/// // run something with server.environment …
/// let samples = recording.stop()
/// ```
public final class PrivatePulseAudio: @unchecked Sendable {
    /// The server's folder (socket, state, configuration).
    public let folder: URL
    /// What a client needs to reach it.
    public let environment: [String: String]
    private let process: ServerProcess

    /// Whether PulseAudio and its recorder are installed (`scripts/setup` installs them).
    public static var isInstalled: Bool {
        ["/usr/bin/pulseaudio", "/usr/bin/parec"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts a server and waits until it answers (at most 10 s). It exits by itself 30 s after
    /// its last client leaves, should the test process die before ``stop()``.
    public static func start() throws -> PrivatePulseAudio {
        guard isInstalled else { throw ServerUnavailable("PulseAudio is not installed (scripts/setup installs pulseaudio and pulseaudio-utils)") }
        let folder = try ServerFolder.make(prefix: "spk-pa")
        let socket = folder.appendingPathComponent("native").path
        let configuration = """
            load-module module-native-protocol-unix socket=\(socket) auth-anonymous=1
            load-module module-null-sink sink_name=speakable rate=22050 channels=1
            set-default-sink speakable

            """
        try Data(configuration.utf8).write(to: folder.appendingPathComponent("default.pa"))
        let process = try ServerProcess("/usr/bin/pulseaudio", [
            "-n", "-F", folder.appendingPathComponent("default.pa").path, "--daemonize=no",
            "--exit-idle-time=30", "--use-pid-file=false", "--log-level=error", "--log-target=stderr",
        ], environment: ServerFolder.environment(home: folder).merging([
            "PULSE_RUNTIME_PATH": folder.path, "PULSE_STATE_PATH": folder.path,
        ]) { $1 })
        let server = PrivatePulseAudio(folder: folder, process: process,
                                       environment: ["PULSE_SERVER": "unix:" + socket, "PULSE_COOKIE": folder.appendingPathComponent("cookie").path])
        try ServerFolder.waitFor(socket: socket, process: process, name: "PulseAudio")
        return server
    }

    private init(folder: URL, process: ServerProcess, environment: [String: String]) {
        self.folder = folder
        self.process = process
        self.environment = environment
    }

    /// Starts recording the null sink's monitor (mono, 16-bit, 22,050 Hz).
    public func record() throws -> Recording {
        let file = folder.appendingPathComponent("recording-\(UUID().uuidString).raw")
        let process = try ServerProcess("/usr/bin/parec", [
            "-d", "speakable.monitor", "--raw", "--format=s16le", "--rate=22050", "--channels=1", "--latency-msec=5",
        ], environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, output: file.path)
        // The recorder is connected once it has written its first (silent) samples.
        let deadline = Date().addingTimeInterval(30)   // a wait for the server, generous on a busy machine (issue 31, S18)
        while ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) == 0, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        return Recording(process: process, file: file)
    }

    /// Stops the server and removes its folder.
    public func stop() {
        process.terminate()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Audio recorded from a private server's sink.
public final class Recording: @unchecked Sendable {
    private let process: ServerProcess
    private let file: URL

    init(process: ServerProcess, file: URL) {
        self.process = process
        self.file = file
    }

    /// The samples recorded so far, the recorder still running.
    public var samples: [Int16] {
        let data = (try? Data(contentsOf: file)) ?? Data()
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    /// Stops recording and returns every sample.
    public func stop() -> [Int16] {
        process.terminate()
        return samples
    }
}

extension Array where Element == Int16 {
    /// Samples louder than quiet hiss: what a person would hear.
    public var audibleCount: Int { reduce(0) { $0 + (abs(Int($1)) > 1_000 ? 1 : 0) } }
}
