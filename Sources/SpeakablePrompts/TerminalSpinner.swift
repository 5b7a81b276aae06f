import FoundationEssentials
import Glibc
import Speakable
import SpeakableSpeech

/// Runs a command beside a spinner: the title drawn with a turning mark on the terminal and
/// spoken at the start, `Still working.` at each interval, and `Done.` or `Failed.` at the end,
/// all at speech-dispatcher's `progress` priority, so the user's own screen reader (at
/// `message`) cuts it off and is never talked over. In plain mode, a line at the start and one
/// at the end, no animation.
///
/// ```swift
/// let status = try await TerminalSpinner.run(SpinTask(title: "Building", command: ["make"]))
/// exit(status)
/// ```
public enum TerminalSpinner {
    /// Runs the task and returns the command's exit status (128 + the signal when a signal
    /// ended it, 127 when the command is not found).
    ///
    /// - Throws: a `VoiceError` when the locale's voice file is damaged.
    public static func run(_ task: SpinTask, options: PromptOptions = PromptOptions()) async throws -> Int32 {
        let voice = try Voice.builtIn(options.locale)
        let speaker = PromptSpeaker(voice: voice, speaks: options.speaks, output: TerminalPrompt.output(for: options),
                                    logPath: options.speechLog ?? options.environment["SPEAKABLE_SPEECH_LOG"])
        // Without a title, the locale's "Loading..." is drawn and said, as gum's default title.
        let spokenTitle = task.title.isEmpty ? voice[.promptLoading] : task.title
        let title = TerminalOutput.shown(spokenTitle)
        // spin reads no keys, and its standard input may be the command's: unlike the other
        // prompts, a pipe there does not make it plain.
        let plain = options.asksForPlain
        let tty = plain ? -1 : open("/dev/tty", O_WRONLY | O_CLOEXEC | O_NOCTTY)
        defer { if tty >= 0 { close(tty) } }
        // With the command's output passing through, nothing is animated: a redrawn line would
        // tangle with its lines. The title is written once, as in plain mode.
        let drawing: Int32 = task.showsOutput ? -1 : tty >= 0 ? tty : (isatty(2) != 0 && !plain ? 2 : -1)

        func say(_ key: VoiceKey) async {
            await speaker.say([Utterance(kind: .announcement, segments: [.role(key)], voice: voice)], priority: .progress)
        }
        if drawing < 0 { TerminalOutput.write(title + (title.hasSuffix("...") || title.hasSuffix("…") ? "\n" : "…\n"), to: 2) }
        await speaker.say([Utterance(kind: .announcement, segments: [.title(spokenTitle)], voice: voice)], priority: .progress)

        let command = try SpinCommandRun(task.command, showsOutput: task.showsOutput)
        let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
        var frame = 0, nextReport = ContinuousClock.now + task.interval
        let deadline = task.timeout.map { ContinuousClock.now + $0 }
        var timedOut = false
        while !command.hasEnded {
            if let deadline, ContinuousClock.now >= deadline, !timedOut {
                timedOut = true
                command.terminate()
            }
            if drawing >= 0 {
                TerminalOutput.write("\r\u{1B}[2K\(frames[frame % frames.count]) \(title)", to: drawing)
                frame += 1
            }
            if ContinuousClock.now >= nextReport {
                await say(.promptWorking)
                nextReport = ContinuousClock.now + task.interval
            }
            command.wait(upTo: .milliseconds(100))
        }
        if drawing >= 0 { TerminalOutput.write("\r\u{1B}[2K", to: drawing) }
        let status = timedOut ? 124 : command.status
        if drawing < 0 { TerminalOutput.write((title + ": ") + voice[status == 0 ? .promptDone : .promptFailed] + "\n", to: 2) }
        if status != 0 { command.showKeptOutput() }
        await say(status == 0 ? .promptDone : .promptFailed)
        // The outcome is the last thing said: it is heard to its end.
        await speaker.finish()
        return status
    }
}
