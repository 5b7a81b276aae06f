import Synchronization

/// Values a command is done with but that the process's exit frees at once: a screen of 100,000
/// controls, its stops and their utterances. Released one by one at the end of a command, they
/// cost `render` and `check` a tenth of their time (issue 32's profile); the kernel takes back
/// the whole heap in one step when the process ends.
enum KeptUntilExit {
    private static let values = Mutex<[any Sendable]>([])

    static func keep(_ value: any Sendable) {
        values.withLock { $0.append(value) }
    }
}
