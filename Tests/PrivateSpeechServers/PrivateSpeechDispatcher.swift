import Foundation

/// A speech-dispatcher of the tests' own, with its espeak-ng module playing to a
/// ``PrivatePulseAudio``; reachable through its own socket (`SPEECHD_ADDRESS`).
///
/// ```swift
/// let pulse = try PrivatePulseAudio.start()
/// let speechd = try PrivateSpeechDispatcher.start(playingTo: pulse)
/// defer { speechd.stop(); pulse.stop() }
/// ```
public final class PrivateSpeechDispatcher: @unchecked Sendable {
    /// What a client needs to reach it (and the sound server behind it).
    public let environment: [String: String]
    private let folder: URL
    private let process: ServerProcess

    /// Whether speech-dispatcher and its espeak-ng module are installed.
    public static var isInstalled: Bool {
        ["/usr/bin/speech-dispatcher", "/usr/lib/speech-dispatcher-modules/sd_espeak-ng"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts a server and waits until it answers (at most 10 s). It exits by itself 30 s after
    /// its last client leaves.
    public static func start(playingTo pulse: PrivatePulseAudio) throws -> PrivateSpeechDispatcher {
        guard isInstalled else { throw ServerUnavailable("speech-dispatcher is not installed (scripts/setup installs speech-dispatcher and speech-dispatcher-espeak-ng)") }
        let folder = try ServerFolder.make(prefix: "spk-sd")
        let configuration = folder.appendingPathComponent("conf")
        try FileManager.default.createDirectory(at: configuration.appendingPathComponent("modules"), withIntermediateDirectories: true)
        try Data("""
            AudioOutputMethod "pulse"
            AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
            DefaultModule espeak-ng

            """.utf8).write(to: configuration.appendingPathComponent("speechd.conf"))
        _ = FileManager.default.createFile(atPath: configuration.appendingPathComponent("modules/espeak-ng.conf").path, contents: nil)
        let socket = folder.appendingPathComponent("speechd.sock").path
        let process = try ServerProcess("/usr/bin/speech-dispatcher", [
            "-s", "-t", "30", "-C", configuration.path, "-c", "unix_socket", "-S", socket,
            "-L", folder.path, "-P", folder.appendingPathComponent("pid").path, "-l", "1",
        ], environment: ServerFolder.environment(home: folder).merging(pulse.environment) { $1 })
        try ServerFolder.waitFor(socket: socket, process: process, name: "speech-dispatcher")
        return PrivateSpeechDispatcher(folder: folder, process: process,
                                       environment: pulse.environment.merging(["SPEECHD_ADDRESS": "unix_socket:" + socket]) { $1 })
    }

    private init(folder: URL, process: ServerProcess, environment: [String: String]) {
        self.folder = folder
        self.process = process
        self.environment = environment
    }

    /// Stops the server and removes its folder.
    public func stop() {
        process.terminate()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// A server the tests need could not be started.
public struct ServerUnavailable: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

/// Folders and processes of the private servers.
enum ServerFolder {
    /// A new folder with a short path (a socket's path must fit in 108 bytes).
    static func make(prefix: String) throws -> URL {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw ServerUnavailable("cannot make a folder in /tmp") }
        return URL(fileURLWithPath: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// A server's environment: the tests' own, with its home and runtime folder in its folder.
    static func environment(home: URL) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(["HOME": home.path, "XDG_RUNTIME_DIR": home.path,
                                                     "XDG_CONFIG_HOME": home.path]) { $1 }
    }

    static func waitFor(socket: String, process: ServerProcess, name: String) throws {
        let deadline = Date().addingTimeInterval(60)   // a wait for the server, generous on a busy machine (issue 31, S18)
        while !FileManager.default.fileExists(atPath: socket) {
            guard process.isRunning, Date() < deadline else {
                process.terminate()
                throw ServerUnavailable("\(name) did not start")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }
}
