/// A value behind one pointer, never changed once boxed: a struct that holds a rarely present,
/// large value this way is copied and freed without it where it is absent (an Android
/// capture's node in the details of every located iOS element, a table cell in the context of
/// every stop phrased; issue 34, issue 32). Holders that share a box keep value semantics;
/// boxes are equal and hashed by the value they hold.
final class ValueBox<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: ValueBox, rhs: ValueBox) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
