import CSpeechServers
import FoundationEssentials
import Speakable

/// The user's speech-dispatcher, through libspeechd: speech in the user's own voice settings,
/// queued beside their screen reader by priority. At ``SpeechPriority/text`` Orca's speech
/// (`message`) cuts ours off and we never talk over it; cancelling cancels only our messages.
///
/// ```swift
/// let server = try SpeechDispatcher(autospawn: false)
/// try await server.speak(utterances, voice: english, priority: .text, adjust: { _ in })
/// ```
public final class SpeechDispatcher: SpeechOutput, @unchecked Sendable {
    private let connection: OpaquePointer
    /// Serializes settings and messages on the one connection.
    private let lock = Condition()

    /// Connects to the session's speech-dispatcher (`SPEECHD_ADDRESS`, else its socket in
    /// `$XDG_RUNTIME_DIR`). With `autospawn`, libspeechd starts one when none runs.
    ///
    /// ```swift
    /// let server = try SpeechDispatcher(autospawn: true)
    /// ```
    /// - Throws: ``SpeechError/speechServerUnavailable(_:)``.
    public init(autospawn: Bool) throws {
        var reason = [CChar](repeating: 0, count: 512)
        guard let connection = speakable_speechd_open("speakable", autospawn ? 1 : 0, &reason, reason.count) else {
            throw SpeechError.speechServerUnavailable(String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.connection = connection
    }

    /// Sends each utterance as plain text (control characters removed; the server escapes the
    /// rest for its synthesizer), sounds as sound icons at ``SpeechPriority/notification`` (when
    /// the server has a file for them), and
    /// waits until the last has been spoken or cancelled (by us, or by the user's screen reader).
    public func speak(_ utterances: [Utterance], voice: Voice, priority: SpeechPriority,
                      adjust: @Sendable (inout SpeechUtterance) -> Void) async throws {
        guard !utterances.isEmpty else { return }
        let lastID: Int32 = try lock.withLock {
            try configure(voice: voice, adjust: adjust)
            var last: Int32 = -1
            for utterance in utterances {
                if let sound = utterance.sound {
                    // Its espeak-ng module says the name of an icon it has no file for: a sound
                    // must never become a word, so only icons the server has are sent.
                    guard Self.hasSoundIcon(sound) else { continue }
                    last = speakable_speechd_sound(connection, SpeechPriority.notification.rawValue, sound.rawValue)
                } else {
                    last = speakable_speechd_say(connection, priority.rawValue, SpeechText.clean(utterance.text))
                }
                if last < 0 { throw SpeechError.speechServerUnavailable("speech-dispatcher refused a message") }
            }
            return last
        }
        guard lastID >= 0 else { return }
        // Text priorities wait behind the screen reader's messages, so the wait is generous;
        // it only bounds a server that never reports the end.
        let characters = utterances.reduce(0) { $0 + $1.text.count }
        let timeout = Int32(min(600_000, 10_000 + characters * 200))
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DetachedThread.start {
                    _ = speakable_speechd_wait(self.connection, lastID, timeout)
                    continuation.resume()
                }
            }
        } onCancel: {
            self.cancel()
        }
    }

    /// Whether speech-dispatcher's sound-icon folder (its default, on this machine) has a file
    /// for the sound.
    static func hasSoundIcon(_ sound: Sound) -> Bool {
        FileManager.default.fileExists(atPath: "/usr/share/sounds/sound-icons/" + sound.rawValue)
    }

    /// Cancels this client's speech (never the screen reader's).
    ///
    /// ```swift
    /// server.cancel()
    /// ```
    public func cancel() {
        lock.withLock { _ = speakable_speechd_cancel(connection) }
    }

    /// The language of the locale, and the utterance's prosody relative to the voice's own, on
    /// speech-dispatcher's scale (0 keeps the user's setting).
    private func configure(voice: Voice, adjust: (inout SpeechUtterance) -> Void) throws {
        let language = switch voice.locale {
        case .en: "en"
        case .ru: "ru"
        case .zhHans: "zh"
        }
        let reference = try SpeechUtterance(string: "", voice: voice)
        var adjusted = reference
        adjust(&adjusted)
        func scale(_ value: Int, _ base: Int, _ low: Int, _ high: Int) -> Int32 {
            let relative = value >= base ? Double(value - base) / Double(max(1, high - base)) : Double(value - base) / Double(max(1, base - low))
            return Int32((relative * 100).rounded().clamped(to: -100...100))
        }
        _ = speakable_speechd_set_language(connection, language)
        _ = speakable_speechd_set_prosody(connection, scale(adjusted.rate, reference.rate, 80, 450),
                                          scale(adjusted.pitch, reference.pitch, 0, 99),
                                          scale(adjusted.volume, 100, 0, 200))
    }
}

private extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
