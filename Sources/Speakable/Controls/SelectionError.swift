/// A segmented control or tab bar whose selection is not one of its items.
///
/// ```swift
/// do { _ = try TabBar(["Feeds"], selectedIndex: 3) } catch { print(error) }
/// // selected index 3 is not an item (there are 1)
/// ```
public enum SelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index is past the items.
    case indexOutOfRange(index: Int, count: Int)

    /// What is wrong.
    public var description: String {
        switch self {
        case .indexOutOfRange(let index, let count): "selected index \(index) is not an item (there are \(count))"
        }
    }
}
