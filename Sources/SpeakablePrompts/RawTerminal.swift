import CTerminalGuard
import FoundationEssentials

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

/// The settings signal handlers restore. The handlers are C (`CTerminalGuard`): a Swift closure
/// would touch Swift globals (lazily initialised, exclusivity-checked) and allocate, none of
/// which is safe in a signal handler.
enum RawTerminalSignals {
    static func remember(descriptor: Int32, settings: termios) {
        var settings = settings
        _ = speakable_terminal_guard_install(descriptor, &settings)
    }

    static func forget() {
        speakable_terminal_guard_remove()
    }
}
