import Foundation
import PrivateSpeechServers
import Testing
import TestTemporaryFiles

/// Speech heard for real: each test starts its own PulseAudio server with a null sink (and, for
/// speech-dispatcher, its own speech-dispatcher playing to it), records the sink's monitor, and
/// checks that the command made audible sound there.
@Suite("CLI: speech heard through real servers", .serialized,
       .enabled(if: PrivatePulseAudio.isInstalled, "PulseAudio is not installed here: run scripts/setup"))
struct AudibleSpeechTests {
    /// Runs `body` with a private PulseAudio and a recording of its sink.
    private func withPulseAudio(_ body: (PrivatePulseAudio) throws -> Void) throws -> [Int16] {
        let pulse = try PrivatePulseAudio.start()
        defer { pulse.stop() }
        let recording = try pulse.record()
        try body(pulse)
        // The last samples reach the monitor a few milliseconds after the command has heard them.
        Thread.sleep(forTimeInterval: 0.2)
        return recording.stop()
    }

    /// Runs `body` with a private speech-dispatcher playing to a private PulseAudio.
    private func withSpeechDispatcher(_ body: ([String: String]) throws -> Void) throws -> [Int16] {
        try withPulseAudio { pulse in
            let speechd = try PrivateSpeechDispatcher.start(playingTo: pulse)
            defer { speechd.stop() }
            try body(speechd.environment)
        }
    }

    /// Runs `speakable` with the server's environment (and `extra`) and expects it to succeed.
    private func run(_ arguments: [String], in environment: [String: String], extra: [String: String] = [:]) throws {
        let result = try Speakable.run(arguments, environment: environment.merging(extra) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Starts `speakable` in a speech server's environment, without waiting for it.
    private func startSpeakable(_ arguments: [String], in environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = Speakable.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": TemporaryRoot.path]) { $1 }.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// What Orca does: speaks at speech-dispatcher's message priority, and waits for the words.
    private func orcaSpeaks(in environment: [String: String]) throws {
        let orca = Process()
        orca.executableURL = URL(fileURLWithPath: "/usr/bin/spd-say")
        orca.arguments = ["-P", "message", "-w", "Orca speaking."]
        orca.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try orca.run()
        orca.waitUntilExit()
    }

    @Test("say with --speech direct is heard at the sound server")
    func sayDirect() throws {
        let samples = try withPulseAudio { try run(["say", "Build finished.", "--speech", "direct"], in: $0.environment) }
        #expect(samples.audibleCount > 2_000)
    }

    @Test("speak without --wav is heard at the sound server")
    func speakDirect() throws {
        let samples = try withPulseAudio { try run(["speak", "Examples/delete-file.yaml", "--speech", "direct"], in: $0.environment) }
        #expect(samples.audibleCount > 10_000)
    }

    @Test("The player-process design (SPEAKABLE_AUDIO=player) is still heard")
    func sayThroughPlayer() throws {
        let samples = try withPulseAudio {
            try run(["say", "Build finished.", "--speech", "direct"], in: $0.environment, extra: ["SPEAKABLE_AUDIO": "player"])
        }
        #expect(samples.audibleCount > 2_000)
    }

    @Test("An interactive prompt in a pseudo-terminal is heard as focus moves")
    func interactivePrompt() throws {
        let samples = try withPulseAudio { pulse in
            let terminal = try PseudoTerminal()
            let environment = pulse.environment.merging(["SPEAKABLE_AUDIO": "", "SPEAKABLE_SPEECH": "direct"]) { $1 }
            let (process, _) = try terminal.start(InteractivePromptTests.deleteAlert, environment: environment)
            terminal.wait(for: "Delete File?")
            Thread.sleep(forTimeInterval: 1.0)
            terminal.type(Keys.end)
            Thread.sleep(forTimeInterval: 1.0)
            terminal.type(Keys.enter)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(!terminal.screen.contains("no audio device"))
        }
        #expect(samples.audibleCount > 5_000)
    }

    @Test("An answer returns at once (issue 25): Enter while the prompt speaks cuts the speech and exits, at the sound server and through speech-dispatcher")
    func answerCutsSpeech() throws {
        let long = ["alert", "--title", "Delete File?", "--message", String(repeating: "This cannot be undone once it is done. ", count: 8), "--button", "Delete"]
        func answer(_ environment: [String: String]) throws {
            let terminal = try PseudoTerminal()
            let (process, _) = try terminal.start(long, environment: environment)
            terminal.wait(for: "Delete File?")
            Thread.sleep(forTimeInterval: 0.8)
            terminal.type(Keys.end)
            Thread.sleep(forTimeInterval: 0.3)
            terminal.type(Keys.enter)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        // The benchmark measures how soon (BENCHMARKS.md). Here, what was heard: the message
        // said to its end is over 20 s of speech; cut by Enter, a few seconds reach the sink.
        // (A count of samples, not a bound on wall time: issue 31, S18.)
        let uncut = 22_050 * 10
        let direct = try withPulseAudio { pulse in
            try answer(pulse.environment.merging(["SPEAKABLE_AUDIO": "", "SPEAKABLE_SPEECH": "direct"]) { $1 })
        }
        #expect(direct.audibleCount > 1_000 && direct.audibleCount < uncut, "\(direct.audibleCount) audible samples")
        let dispatched = try withSpeechDispatcher { environment in
            try answer(environment.merging(["SPEAKABLE_SPEECH": "speech-dispatcher"]) { $1 })
        }
        #expect(dispatched.audibleCount > 1_000 && dispatched.audibleCount < uncut, "\(dispatched.audibleCount) audible samples")
    }

    @Test("choose, filter, confirm and input are heard as keys move (issue 25)")
    func listPromptsHeard() throws {
        let prompts: [(arguments: [String], waitFor: String, keys: [String])] = [
            (["choose", "Apples", "Bananas", "Cherries"], "Cherries", [Keys.down, Keys.down]),
            (["filter", "Apples", "Bananas", "Cherries"], "Cherries", ["c", "h"]),
            (["confirm", "Delete the branch?"], "branch", [Keys.right]),
            (["input", "--label", "Name", "--value", "Ann"], "Name", [Keys.left, Keys.home]),
        ]
        for prompt in prompts {
            let samples = try withPulseAudio { pulse in
                let terminal = try PseudoTerminal()
                let environment = pulse.environment.merging(["SPEAKABLE_AUDIO": "", "SPEAKABLE_SPEECH": "direct"]) { $1 }
                let (process, _) = try terminal.start(prompt.arguments, environment: environment)
                terminal.wait(for: prompt.waitFor)
                for key in prompt.keys {
                    Thread.sleep(forTimeInterval: 0.6)
                    terminal.type(key)
                }
                Thread.sleep(forTimeInterval: 1.0)
                terminal.type(Keys.escape)
                process.waitUntilExit()
                #expect(process.terminationStatus == 1 && !terminal.screen.contains("no audio device"), "\(prompt.arguments)")
            }
            #expect(samples.audibleCount > 5_000, "\(prompt.arguments)")
        }
    }

    @Test("spin is heard through speech-dispatcher at progress priority, and the screen reader's message still cuts it off")
    func spinThroughSpeechDispatcher() throws {
        let samples = try withSpeechDispatcher { environment in
            // A title that takes many seconds to say: at progress priority, Orca's message must not wait for it.
            let title = Array(repeating: "Building every module of the project one after another", count: 6).joined(separator: ", ")
            // The command outlasts the wait for Orca's words only if they did not wait for the
            // title (about 20 seconds of speech): an order of events, not a bound on time
            // (issue 31, S18).
            let spin = try startSpeakable(["spin", "--title", title, "--interval", "1", "--speech", "speech-dispatcher", "--", "sleep", "12"], in: environment)
            Thread.sleep(forTimeInterval: 1.2)
            try orcaSpeaks(in: environment)
            #expect(spin.isRunning, "Orca's words waited for the title")
            spin.waitUntilExit()
            #expect(spin.terminationStatus == 0)
        }
        #expect(samples.audibleCount > 10_000)
    }

    @Test("say through speech-dispatcher is heard, through its espeak-ng module")
    func sayThroughSpeechDispatcher() throws {
        let samples = try withSpeechDispatcher { try run(["say", "Build finished.", "--speech", "speech-dispatcher"], in: $0) }
        #expect(samples.audibleCount > 2_000)
    }

    @Test("auto prefers a running speech-dispatcher (SPEAKABLE_SPEECH=auto) for speak")
    func autoPrefersSpeechDispatcher() throws {
        // SPEAKABLE_AUDIO=none: only speech-dispatcher can make this sound.
        let samples = try withSpeechDispatcher {
            try run(["speak", "Examples/delete-file.yaml"], in: $0, extra: ["SPEAKABLE_SPEECH": "auto", "SPEAKABLE_AUDIO": "none"])
        }
        #expect(samples.audibleCount > 5_000)
    }

    @Test("An interactive prompt speaks through speech-dispatcher")
    func promptThroughSpeechDispatcher() throws {
        let samples = try withSpeechDispatcher { environment in
            let terminal = try PseudoTerminal()
            let (process, _) = try terminal.start(InteractivePromptTests.deleteAlert,
                                                  environment: environment.merging(["SPEAKABLE_SPEECH": "speech-dispatcher"]) { $1 })
            terminal.wait(for: "Delete File?")
            Thread.sleep(forTimeInterval: 1.5)
            terminal.type(Keys.escape)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1)
        }
        #expect(samples.audibleCount > 5_000)
    }

    @Test("The screen reader's message cuts our text off: speech-dispatcher priority text")
    func screenReaderCutsUsOff() throws {
        let heard = try withSpeechDispatcher { environment in
            let long = Array(repeating: "This sentence is long enough to keep speaking for a while.", count: 12).joined(separator: " ")
            let process = try startSpeakable(["say", long, "--speech", "speech-dispatcher"], in: environment)
            Thread.sleep(forTimeInterval: 1.5)
            try orcaSpeaks(in: environment)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        // Uncut, the text lasts about 40 seconds; cut off, a few seconds and Orca's words reach
        // the sink (a count of samples, not wall time: issue 31, S18).
        #expect(heard.audibleCount < 22_050 * 20, "\(heard.audibleCount) audible samples")
    }

    @Test("An unknown SPEAKABLE_SPEECH is a usage error naming the routes")
    func unknownRoute() throws {
        let result = try Speakable.run(["say", "Hello", "--speech", "loud"])
        #expect(result.status == 64)
        let fromEnvironment = try Speakable.run(["say", "Hello"], environment: ["SPEAKABLE_SPEECH": "loud"])
        #expect(fromEnvironment.status == 64)
        #expect(fromEnvironment.stderr.contains("auto, direct, speech-dispatcher or off"))
    }
}
