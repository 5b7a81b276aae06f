import Speakable

/// Walks a task as a screen-reader user would (tasks spec §2): on each screen, focus starts
/// where the reader puts it; each action reaches its target by swiping from the focus, hearing
/// every stop, then acts. All moving is the `ScreenReader`'s own: the walker only chooses the
/// gestures.
///
/// ```swift
/// let walk = try TaskWalker(reader: .talkBack).walk(task)
/// walk.verdict              // .completed
/// walk.steps.map(\.swipes)  // [2, 1, 3]
/// ```
public struct TaskWalker: Sendable {
    /// Who walks it.
    public var reader: Reader
    /// The audit's rules weighed for `done with problems`.
    public var rules: [AuditRule]
    /// Characters typed for a secret (`fill: {secret: true}`): never the secret, which the
    /// task file does not hold.
    static let secretStandIn = String(repeating: "•", count: 8)

    /// A walker for `reader` that weighs `rules` (all by default).
    public init(reader: Reader = .voiceOver, rules: [AuditRule] = AuditRule.all) {
        self.reader = reader
        self.rules = rules
    }

    /// Walks every screen of the task until an action is blocked.
    ///
    /// Each screen is spoken once, as this reader speaks it (`SpokenScreen`): the session
    /// starts on its tree, focus where the reader puts it (VoiceOver: the first stop, or a
    /// presented alert's announcement; TalkBack: the first stop in its order, F§1.5, with no
    /// announcement: an alert's title is its first stop), and the audit and the names of the
    /// stops read it.
    ///
    /// - Throws: an error of the screen's voice, when its locale's voice cannot be loaded.
    public func walk(_ task: UserTask) throws -> TaskWalk {
        var walk = TaskWalk(task: task, reader: reader, steps: [], arrivals: [])
        var number = 0
        let rules = reader.rules
        // Notes never make a step's problem, so their rules are not run; the rest are chosen
        // once, and again for a screen only when it turns some off.
        let weighed = self.rules.filter { $0.severity != .note }
        screens: for (screenIndex, taskScreen) in task.screens.enumerated() {
            let voice = try Voice.builtIn(taskScreen.locale)
            // Spoken as the session is made, and held by nothing else: the session lets it go
            // once the layer is audited.
            var session = TaskSession(screen: taskScreen.screen,
                                      spoken: SpokenScreen(screen: taskScreen.screen, voice: voice, verbosity: taskScreen.verbosity, rules: rules),
                                      rules: taskScreen.disabledRules.isEmpty ? weighed : weighed.filter { !taskScreen.disabledRules.contains($0.id) })
            walk.arrivals.append(session.arrival)
            var pendingArrival = session.arrival
            for (actionIndex, action) in taskScreen.actions.enumerated() {
                number += 1
                var step = session.perform(action, heardFirst: pendingArrival)
                pendingArrival = []
                step.number = number
                step.screenIndex = screenIndex
                step.place = taskScreen.actionPlaces.indices.contains(actionIndex) ? taskScreen.actionPlaces[actionIndex] : nil
                // Told before the step is moved into the walk, so it is not copied.
                let blocked = step.verdict == .blocked
                walk.steps.append(step)
                if blocked { break screens }
            }
        }
        return walk
    }
}
