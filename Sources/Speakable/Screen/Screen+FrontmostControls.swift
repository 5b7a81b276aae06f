// A screen reader acts on the controls of the frontmost context: the screen's own, or those of
// the popover on top. `FocusTarget.control(path:)` paths are relative to that list.
extension Screen {
    /// The controls a `.control(path:)` target points into, or `nil` when an alert or action
    /// sheet is on top.
    var frontmostControls: [Control]? {
        switch topPresentation {
        case nil: elements
        case .popover(let popover)?: popover.elements
        default: nil
        }
    }

    /// The control at a path of the frontmost context (a `.control(path:)` focus target).
    ///
    /// ```swift
    /// if case .control(let path)? = reader.focusedStop?.target { screen.frontmostControl(at: path) }
    /// ```
    public func frontmostControl(at path: [Int]) -> Control? {
        guard var controls = frontmostControls, let last = path.last else { return nil }
        for index in path.dropLast() {
            guard controls.indices.contains(index), let children = controls[index].childControls else { return nil }
            controls = children
        }
        return controls.indices.contains(last) ? controls[last] : nil
    }

    /// Changes the control at a path of the frontmost context.
    mutating func updateFrontmostControl(at path: [Int], _ change: (inout Control) -> Void) {
        func update(_ controls: inout [Control], _ path: ArraySlice<Int>) {
            guard let first = path.first, controls.indices.contains(first) else { return }
            if path.count == 1 { change(&controls[first]); return }
            controls[first].updateChildControls { update(&$0, path.dropFirst()) }
        }
        switch topPresentation {
        case nil:
            update(&elements, path[...])
        case .popover(var popover)?:
            update(&popover.elements, path[...])
            replaceTopPresentation(with: .popover(popover))
        default:
            break
        }
    }
}
