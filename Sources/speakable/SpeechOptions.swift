import ArgumentParser
import FoundationEssentials
import Glibc
import Speakable
import SpeakableSpeech

/// How speech sounds and where it goes: the options of `speak` and `say`.
struct SpeechOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write the speech to this WAV file instead of playing it; - writes it to standard output.", valueName: "file"))
    var wav: String?

    @Option(help: ArgumentHelp("Where speech is heard: auto (speech-dispatcher when the session runs it, else direct), direct (espeak-ng here, streamed to the sound server), speech-dispatcher, or off. Default: SPEAKABLE_SPEECH, else auto.", valueName: "route"))
    var speech: SpeechRoute?

    @Option(help: "The espeak-ng voice, e.g. en-us, ru, en-us+f3. Default: the locale's.")
    var voice: String?

    @Option(help: "Words per minute, 80–900. Default: the locale's (175).")
    var rate: Int?

    @Option(help: "Pitch, 0–99. Default: the locale's (50).")
    var pitch: Int?

    @Option(help: "Volume, 0–200 (100 is normal).")
    var volume: Int?

    func validate() throws {
        if let voice { do { _ = try SpeechVoice(voice) } catch { throw ValidationError("--voice: \(error)") } }
        if let rate, !(80...900).contains(rate) { throw ValidationError("--rate must be 80–900 words per minute, got \(rate)") }
        if let pitch, !(0...99).contains(pitch) { throw ValidationError("--pitch must be 0–99, got \(pitch)") }
        if let volume, !(0...200).contains(volume) { throw ValidationError("--volume must be 0–200, got \(volume)") }
    }

    /// Applies the options to an utterance.
    func adjust(_ utterance: inout SpeechUtterance) {
        if let voice, let parsed = try? SpeechVoice(voice) { utterance.voice = parsed }
        if let rate { utterance.rate = rate }
        if let pitch { utterance.pitch = pitch }
        if let volume { utterance.volume = volume }
    }

    /// Where the speech goes.
    enum Destination {
        /// A WAV file, written as the audio is made.
        case wavFile(URL)
        /// A WAV on standard output.
        case standardOutput
        /// Heard: speech-dispatcher or the sound server.
        case heard(any SpeechOutput)
        /// `--speech off`: nothing to do.
        case silent
    }

    /// The WAV file, or the route (`--speech`, `SPEAKABLE_SPEECH`, else auto). With no way to
    /// be heard the command says so in one line (exit 69) rather than succeed silently; a bad
    /// `SPEAKABLE_SPEECH` is a usage error (64).
    /// `inputs` are the files the command reads: a WAV written over one of them is refused.
    func destination(inputs: [String] = []) throws -> Destination {
        if wav == "-" {
            // Binary on a terminal is noise and can leave it in a strange state.
            guard isatty(STDOUT_FILENO) == 0 else {
                throw CommandFailure(.usage, "--wav - writes binary audio; redirect standard output to a file or a pipe").reported()
            }
            return .standardOutput
        }
        if let wav {
            do {
                let file = OutputFile(path: wav)
                try file.check(notAnyOf: inputs)
                try file.check(replacing: true)
            } catch {
                throw CommandFailure(.cannotCreate, "\(error)").reported()
            }
            return .wavFile(URL(fileURLWithPath: wav))
        }
        let route: SpeechRoute
        do { route = try speech ?? SpeechRoute(environment: ProcessInfo.processInfo.environment) ?? .auto } catch {
            throw CommandFailure(.usage, "\(error)").reported()
        }
        do {
            guard let output = try route.open() else { return .silent }
            return .heard(output)
        } catch let error as SpeechError {
            throw CommandFailure(error).reported()
        }
    }

    /// Runs speech work: first checks that espeak-ng has the `--voice` asked for (a usage
    /// error, 64, when it has not), then turns a speech error into one line and its exit status:
    /// 73 for a file that cannot be written, 69 with no audio device, 70 for a damaged
    /// installation.
    /// `source` names what is spoken (the document's path) in an error about its length, so
    /// the user knows which input was too long.
    func run(about source: String? = nil, _ body: () async throws -> Void) async throws {
        if let voice, let parsed = try? SpeechVoice(voice) {
            do { try await Synthesizer.shared.checkAvailable(parsed) } catch let error as SpeechError {
                if case .voiceNotFound = error {
                    throw CommandFailure(.usage, "--voice: \(error) (speakable voices --all lists them)").reported()
                }
                throw CommandFailure(.software, "\(error)").reported()
            }
        }
        do { try await body() } catch let error as SpeechError {
            throw CommandFailure(error, about: source).reported()
        }
    }
}

extension SpeechRoute: ExpressibleByArgument {}
