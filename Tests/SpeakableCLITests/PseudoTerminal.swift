import CPseudoTerminal
import Foundation
import Testing
import TestTemporaryFiles

/// Runs `speakable` in a real pseudo-terminal, as a person at a keyboard would: keystrokes go
/// in through the terminal, what is drawn comes back out, the answer comes on standard output
/// (a pipe, as in `answer=$(speakable alert …)`), and the terminal's settings can be compared
/// with `stty -g` before and after.
final class PseudoTerminal: @unchecked Sendable {
    let master: Int32
    let slaveName: String
    private let lock = NSLock()
    private var received = Data()
    private var readerDone = DispatchSemaphore(value: 0)

    init() throws {
        var name = [CChar](repeating: 0, count: 128)
        master = speakable_open_pseudo_terminal(&name, name.count)
        guard master >= 0 else { throw CocoaError(.fileReadUnknown) }
        slaveName = String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { close(master) }

    /// The terminal's settings, as `stty -g` prints them.
    func settings() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/stty")
        process.arguments = ["-g"]
        let slave = FileHandle(forUpdatingAtPath: slaveName)!
        process.standardInput = slave
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        try slave.close()
        return String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
    }

    /// Everything drawn so far, with escape sequences removed.
    var screen: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: received, as: UTF8.self)
            .replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }

    /// Everything drawn so far, escape sequences and all.
    var raw: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: received, as: UTF8.self)
    }

    /// Starts `speakable` with the terminal as standard input and standard error.
    /// `executable`: another program that runs `speakable` (as `setsid -c`, which makes the
    /// terminal the controlling one).
    func start(_ arguments: [String], environment: [String: String] = [:], stdoutIsTerminal: Bool = false,
               executable: URL = Speakable.executable) throws -> (Process, Pipe) {
        let slave = FileHandle(forUpdatingAtPath: slaveName)!
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Speakable.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["TERM": "xterm", "SPEAKABLE_AUDIO": "none", "CI": "", "TMPDIR": TemporaryRoot.path].merging(environment) { $1 }) { $1 }
        process.standardInput = slave
        process.standardError = slave
        let output = Pipe()
        if stdoutIsTerminal { process.standardOutput = slave } else { process.standardOutput = output }
        try process.run()
        try slave.close()
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }
                lock.lock()
                received.append(contentsOf: buffer[0..<count])
                lock.unlock()
            }
            readerDone.signal()
        }
        thread.start()
        return (process, output)
    }

    /// Changes the terminal's size (the caller sends SIGWINCH: the process has no controlling
    /// terminal for the kernel to tell).
    func resize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types bytes into the terminal.
    func type(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        Thread.sleep(forTimeInterval: 0.15)
    }

    /// Waits until the screen shows some text (or 30 seconds pass): a wait that ends as soon
    /// as the text shows, generous so that a busy machine's slow start is not a failure
    /// (issue 31, S18).
    func wait(for text: String) {
        let deadline = Date().addingTimeInterval(30)
        while !screen.contains(text), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    }
}

/// Keys as a terminal sends them.
enum Keys {
    static let tab = "\t", enter = "\r", escape = "\u{1B}", ctrlC = "\u{3}", backspace = "\u{7F}"
    static let up = "\u{1B}[A", down = "\u{1B}[B", shiftTab = "\u{1B}[Z", home = "\u{1B}[H", end = "\u{1B}[F"
    static let left = "\u{1B}[D", right = "\u{1B}[C", delete = "\u{1B}[3~"
    static let ctrlA = "\u{1}", ctrlE = "\u{5}", ctrlU = "\u{15}", ctrlW = "\u{17}"
}

/// One interactive run: keys typed after the first drawing; the outcome, screen and speech.
struct InteractiveRun {
    var status: Int32
    var stdout: String
    var screen: String
    var raw: String
    var spoken: [String]
    var settingsBefore: String
    var settingsAfter: String

    static func run(_ arguments: [String], waitFor text: String, keys: [String], signal: Int32? = nil,
                    environment: [String: String] = [:]) throws -> InteractiveRun {
        let terminal = try PseudoTerminal()
        let before = try terminal.settings()
        let log = TemporaryRoot.url.appendingPathComponent("speakable-spoken-\(UUID().uuidString).txt").path
        let (process, output) = try terminal.start(arguments, environment: environment.merging(["SPEAKABLE_SPEECH_LOG": log]) { $1 })
        terminal.wait(for: text)
        for key in keys { terminal.type(key) }
        if let signal { kill(process.processIdentifier, signal) }
        let stdout = output.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        let spoken = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        try? FileManager.default.removeItem(atPath: log)
        return InteractiveRun(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                              screen: terminal.screen, raw: terminal.raw, spoken: spoken,
                              settingsBefore: before, settingsAfter: try terminal.settings())
    }
}
