
/// A task that crosses screens (tasks spec §1): its name, and each screen with what the user
/// does on it, in order. A task file reads into one (SpeakableDocuments); Swift builds one
/// directly for `TaskWalker` (SpeakableAudit) or `assertTaskCompletes`.
///
/// ```swift
/// let task = UserTask(name: "Sign in", screens: [
///     TaskScreen(name: "login", screen: loginScreen, actions: [.fill(.name("Email"), text: "ann@example.com"), .activate(.name("Sign In"))]),
///     TaskScreen(name: "home", screen: homeScreen, actions: [.find(.name("Settings"))]),
/// ])
/// ```
public struct UserTask: Hashable, Sendable {
    /// What the task is called (`Sign in`).
    public var name: String
    /// The screens, in the order the user meets them.
    public var screens: [TaskScreen]
    /// Who walks it, when the task file says (`reader:`); else the command line's choice.
    public var readers: [Reader]?
    /// The task file's path, when it came from one.
    public var source: String?

    /// A task.
    public init(name: String, screens: [TaskScreen], readers: [Reader]? = nil, source: String? = nil) {
        self.name = name
        self.screens = screens
        self.readers = readers
        self.source = source
    }
}

/// One screen of a task and what the user does on it.
public struct TaskScreen: Hashable, Sendable {
    /// What to call it in output: the screen file's path as the task file writes it.
    public var name: String
    /// The screen as the user first meets it.
    public var screen: Screen
    /// What the user does, in order.
    public var actions: [TaskAction]
    /// Each action's line and column in the task file, when it came from one.
    public var actionPlaces: [SourcePlace?]
    /// Rules the screen's document turns off (`audit: {disable: […]}`).
    public var disabledRules: [String]
    /// The screen's locale, for its voice.
    public var locale: SpeechLocale
    /// The screen's verbosity.
    public var verbosity: Verbosity

    /// A screen of a task.
    public init(name: String, screen: Screen, actions: [TaskAction], actionPlaces: [SourcePlace?] = [], disabledRules: [String] = [],
                locale: SpeechLocale = .en, verbosity: Verbosity = .default) {
        self.name = name
        self.screen = screen
        self.actions = actions
        self.actionPlaces = actionPlaces
        self.disabledRules = disabledRules
        self.locale = locale
        self.verbosity = verbosity
    }
}

/// A line and column in a file, from 1.
public struct SourcePlace: Hashable, Sendable, Codable {
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int

    /// A place.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
