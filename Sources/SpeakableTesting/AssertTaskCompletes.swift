import Speakable
import SpeakableAudit

/// Asserts that a screen-reader user can complete a task (tasks spec TK12), in XCTest or Swift
/// Testing: a blocked task fails once, naming the step, why, and the spoken names closest to
/// its target; with `allowingProblems: false`, each step done with problems fails too.
///
/// ```swift
/// @Test func signInWorksWithVoiceOver() {
///     let task = UserTask(name: "Sign in", screens: [
///         TaskScreen(name: "login", screen: loginScreen, actions: [.fill(.name("Email"), text: "ann@example.com"), .activate(.name("Sign In"))]),
///     ])
///     assertTaskCompletes(task, reader: .voiceOver)
/// }
/// ```
/// - Returns: the walk, for further checks (swipes, what was heard).
@discardableResult
public func assertTaskCompletes(
    _ task: UserTask,
    reader: Reader = .voiceOver,
    allowingProblems: Bool = true,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> TaskWalk? {
    do {
        let walk = try TaskWalker(reader: reader).walk(task)
        for step in walk.steps {
            let place = "\(task.name) (\(reader.displayName)), step \(step.number), \(step.action)"
            switch step.verdict {
            case .blocked:
                let closest = step.closestNames.isEmpty ? "" : " (closest: \(step.closestNames.joined(separator: ", ")))"
                FailureReporter.fail("\(place): blocked: \(step.reason ?? "it cannot be done")\(closest)",
                                     fileID: fileID, filePath: filePath, line: line, column: column)
            case .doneWithProblems where !allowingProblems:
                let problems = step.findings.map { "\($0.severity.rawValue): [\($0.rule)] \($0.message)" }.joined(separator: "; ")
                FailureReporter.fail("\(place): done with problems: \(problems)", fileID: fileID, filePath: filePath, line: line, column: column)
            default:
                break
            }
        }
        return walk
    } catch {
        FailureReporter.fail("\(task.name): cannot walk it: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}
