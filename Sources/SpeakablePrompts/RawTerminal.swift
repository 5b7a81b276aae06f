import Foundation

/// The terminal in raw mode for the length of a prompt, restored on every way out: normal
/// return, Ctrl-C (read as a key, since signals from the keyboard are off), SIGTERM, SIGHUP and
/// SIGQUIT (handlers that restore and exit with 128 + the signal), and process exit.
final class RawTerminal: @unchecked Sendable {
    let descriptor: Int32
    private var original = termios()
    private var active = false

    init(descriptor: Int32) throws {
        self.descriptor = descriptor
        guard tcgetattr(descriptor, &original) == 0 else { throw PromptError.notATerminal }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        RawTerminalSignals.remember(descriptor: descriptor, settings: original)
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { throw PromptError.notATerminal }
        active = true
    }

    /// Puts the terminal back as it was.
    func restore() {
        guard active else { return }
        active = false
        tcsetattr(descriptor, TCSANOW, &original)
        RawTerminalSignals.forget()
    }

    deinit { restore() }
}

/// The settings signal handlers restore. Handlers may only touch plain globals, and
/// `tcsetattr`, `write` and `_exit` are safe to call in them.
enum RawTerminalSignals {
    nonisolated(unsafe) static var descriptor: Int32 = -1
    nonisolated(unsafe) static var settings = termios()
    /// `atexit` handlers cannot be removed, so one is installed for the whole process.
    nonisolated(unsafe) static var exitHandlerInstalled = false

    static func remember(descriptor: Int32, settings: termios) {
        Self.settings = settings
        Self.descriptor = descriptor
        for signal in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] {
            Foundation.signal(signal) { received in
                if RawTerminalSignals.descriptor >= 0 {
                    tcsetattr(RawTerminalSignals.descriptor, TCSANOW, &RawTerminalSignals.settings)
                    let newline: [UInt8] = [0x0D, 0x0A]
                    _ = newline.withUnsafeBytes { write(2, $0.baseAddress, 2) }
                }
                _exit(128 + received)
            }
        }
        if !exitHandlerInstalled {
            exitHandlerInstalled = true
            atexit { if RawTerminalSignals.descriptor >= 0 { tcsetattr(RawTerminalSignals.descriptor, TCSANOW, &RawTerminalSignals.settings) } }
        }
    }

    static func forget() {
        descriptor = -1
        for signal in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] { Foundation.signal(signal, SIG_DFL) }
    }
}
