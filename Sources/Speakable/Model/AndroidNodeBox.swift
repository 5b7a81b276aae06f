/// An Android capture's node as ``ElementDetails`` holds it: one pointer in place of the node's
/// many strings and flags, so the details every located element carries (a task's screens, an
/// audited document: its line and column) are copied without the node that iOS screens never
/// have (issue 34). Never changed once made, so details that share it keep value semantics;
/// equal and hashed by the node it holds.
final class AndroidNodeBox: Hashable, Sendable {
    let node: AndroidNode

    init(_ node: AndroidNode) { self.node = node }

    static func == (lhs: AndroidNodeBox, rhs: AndroidNodeBox) -> Bool { lhs === rhs || lhs.node == rhs.node }

    func hash(into hasher: inout Hasher) { hasher.combine(node) }
}
