import FoundationEssentials

/// A command to run while the user is told it is still working (`spin`).
///
/// ```swift
/// var build = SpinTask(title: "Building", command: ["swift", "build"])
/// build.showsOutput = true               // the command's output passes through
/// build.interval = .seconds(10)          // "Still working." every 10 seconds
/// let status = try await TerminalSpinner.run(build)   // the command's exit status
/// ```
public struct SpinTask: Sendable {
    /// Shown beside the spinner and spoken when the command starts.
    public var title: String
    /// The command and its arguments; the command is found on `PATH` when it has no slash.
    public var command: [String]
    /// Whether the command's output passes through as it runs; otherwise it is kept and shown
    /// only when the command fails.
    public var showsOutput: Bool
    /// How often the progress utterance is spoken.
    public var interval: Duration
    /// How long the command may run; then it is sent SIGTERM and the status is 124, as
    /// timeout(1) and gum's `--timeout`. `nil`: no limit.
    public var timeout: Duration?

    /// Creates a task.
    ///
    /// ```swift
    /// SpinTask(title: "Waiting", command: ["sleep", "5"])
    /// ```
    public init(title: String, command: [String], showsOutput: Bool = false, interval: Duration = .seconds(5)) {
        self.title = title
        self.command = command
        self.showsOutput = showsOutput
        self.interval = interval
    }
}
