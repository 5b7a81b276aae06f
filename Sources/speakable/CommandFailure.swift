import ArgumentParser
import SpeakableDocuments
import SpeakableSpeech

/// Why a command stops: its lines on standard error and its exit status. Every command ends
/// through this one mapping, so the `speakable: error:` prefix, and which status a kind of
/// error gives, are written once (sysexits: all below 128, so no failure looks like a signal).
///
/// ```swift
/// throw CommandFailure(.usage, "--limit must be at least 1").reported()
/// throw CommandFailure(speechError, about: path).reported()
/// ```
struct CommandFailure: Error {
    /// The exit statuses, from BSD's sysexits.
    enum Status: Int32 {
        case usage = 64
        case dataError = 65
        case noInput = 66
        case unavailable = 69
        case software = 70
        case cannotCreate = 73
    }

    /// The prefix of every error line the tool writes (the argument parser's own say `Error:`).
    static let prefix = "speakable: error: "

    /// The lines, as written.
    let lines: [String]
    /// The exit status.
    let status: Status

    /// One message, prefixed.
    init(_ status: Status, _ message: String) {
        self.init(status, messages: [message])
    }

    /// Several messages (every collision found, say), each prefixed.
    init(_ status: Status, messages: [String]) {
        self.lines = messages.map { Self.prefix + $0 }
        self.status = status
    }

    /// An error that names its own place (`file:line:column: error: …`): written as it is.
    init(located line: String, _ status: Status) {
        lines = [line]
        self.status = status
    }

    /// A bad document: its own located line, 66 when it cannot be read, else 65.
    init(_ error: DocumentError) {
        self.init(located: error.description, error.kind == .unreadable ? .noInput : .dataError)
    }

    /// A speech error: 73 for a file that cannot be written, 69 with no audio device or speech
    /// server, 65 for a track past the limits (named by `place`, with the `advice` of what to do
    /// instead), 70 for a damaged installation.
    init(_ error: SpeechError, about place: String? = nil, advice: String? = nil) {
        switch error {
        case .textTooLong, .durationLimitExceeded:
            self.init(.dataError, (place.map { "\($0): " } ?? "") + "\(error)" + (advice.map { "; \($0)" } ?? ""))
        case .noAudioDevice, .speechServerUnavailable: self.init(.unavailable, "\(error)")
        case .cannotCreateFile: self.init(.cannotCreate, "\(error)")
        default: self.init(.software, "\(error)")
        }
    }

    /// Writes the lines and gives the exit to throw (or, for a command that goes on, whose
    /// status to keep).
    func reported() -> ExitCode {
        for line in lines { StandardError.write(line) }
        return ExitCode(status.rawValue)
    }
}

/// Exit statuses for the places that pass a status on rather than stop (a worker, a page of a
/// report): the same numbers as ``CommandFailure/Status``.
enum ExitStatus {
    static let usage = CommandFailure.Status.usage.rawValue
    static let dataError = CommandFailure.Status.dataError.rawValue
    static let noInput = CommandFailure.Status.noInput.rawValue
    static let unavailable = CommandFailure.Status.unavailable.rawValue
    static let software = CommandFailure.Status.software.rawValue
    static let cannotCreate = CommandFailure.Status.cannotCreate.rawValue
}
