import Speakable

/// An Android capture's focus stops in TalkBack's order (talkback.md TB7, TB9, TB10): the nodes
/// TalkBack would not see are dropped and their children lifted, the stops are the nodes
/// `TalkBackFocusRule` focuses, and the order is pre-order with F§2's sibling re-ordering and,
/// under a `ComposeView`, Compose's geometric sort. `--order capture` keeps plain pre-order.
///
/// Each stop comes out as a leaf whose label is what it speaks: its content description, else its
/// text followed by the texts of the descendants that are not stops of their own (F§3.5). A
/// password's text is never among them (TB8).
struct AndroidStops {
    let order: CaptureReading.Order
    /// The window's bounds: a container that fills it is no stop (F§1.1 step 4).
    let window: ScreenFrame?

    /// The stops of `roots`, in reading order.
    ///
    /// A capture may have a hundred thousand nodes, each an element of a score of strings
    /// (issue 33): the tree is changed in place only where TalkBack would not see a node, each
    /// stop is copied once into one list, and the stops are told apart by their place in it.
    func stops(of roots: [CapturedElement]) -> [CapturedElement] {
        var members = roots
        Self.liftNonMembers(&members)
        var pool: [CapturedElement] = [], visits: [Visit] = []
        pool.reserveCapacity(members.count)
        visits.reserveCapacity(members.count)
        for index in members.indices {
            visits.append(visit(members[index], parentIsScrollContainer: false, hasFocusableAncestor: false, pool: &pool))
        }
        let places = arrange(visits).flatMap(\.stops)
        // Most captures are spoken in the order their stops were met.
        if places.count == pool.count, places.indices.elementsEqual(places) { return pool }
        return places.map { pool[$0] }
    }

    // MARK: Tree membership (TB7)

    /// Puts in place of each of `elements` that TalkBack would not see its members, at any
    /// depth. Elements that are all seen are not touched.
    private static func liftNonMembers(_ elements: inout [CapturedElement]) {
        for index in elements.indices where !elements[index].children.isEmpty {
            liftNonMembers(&elements[index].children)
        }
        guard elements.contains(where: isLifted) else { return }
        var kept: [CapturedElement] = []
        for element in elements {
            if isLifted(element) { kept += element.children } else { kept.append(element) }
        }
        elements = kept
    }

    /// Whether TalkBack would not see the node, its members standing in its place.
    private static func isLifted(_ element: CapturedElement) -> Bool {
        element.details.android.map { !isMember($0) } ?? false
    }

    /// `a11y-important` when the capture says; else whether the node is actionable, scrolls, or
    /// has text, a content description, a hint or a state (F§12).
    static func isMember(_ node: AndroidNode) -> Bool {
        if let important = node.isImportant { return important }
        return node.isActionable || node.isScreenReaderFocusable == true || node.hasText || node.isCheckable
            || TalkBackFocusRule.isScrollContainer(node) || node.isHeading
    }

    // MARK: Stops (TB9)

    /// What a subtree gives its parent.
    private struct Visit {
        /// Its stops, in order: their places in the list of stops (see ``stops(of:)``).
        var stops: [Int]
        /// The texts it adds to a stop above it: none when it is a stop itself.
        var texts: [String]
        /// Its own bounds, and those TalkBack sorts it by (F§2 step 4): its own when it is a
        /// stop, else the union of its stops' bounds within its own.
        var frame: ScreenFrame?
        var sortFrame: ScreenFrame?
        /// Whether it is Compose content (under a `ComposeView`), whose siblings Compose sorts.
        var isCompose = false
        /// The nodes it adds to a stop above it, for TalkBack's description (F§3.5): itself with
        /// its own, or none when it is a stop itself.
        var content: [AndroidNode] = []
        /// Whether it makes its parent speak (`TalkBackFocusRule.speaksForParent`).
        var speaksForParent = false
    }

    /// The stops and texts of `element`'s subtree. Whether a node speaks depends on its
    /// children, and whether they are stops on it: its children are visited first, each
    /// telling whether it makes it speak, and the node is decided after them.
    private func visit(_ element: CapturedElement, parentIsScrollContainer: Bool, hasFocusableAncestor: Bool,
                       pool: inout [CapturedElement]) -> Visit {
        guard let node = element.android else { return Visit(stops: [], texts: [], frame: element.frame, sortFrame: element.frame) }
        let isCompose = node.isComposeDescendant
        let isScrollContainer = TalkBackFocusRule.isScrollContainer(node)
        let holds = hasFocusableAncestor || TalkBackFocusRule.holdsFocusForDescendants(node, parentIsScrollContainer: parentIsScrollContainer)
        let hasChildren = !element.children.isEmpty
        var visits: [Visit] = []
        if hasChildren {
            visits.reserveCapacity(element.children.count)
            for child in element.children {
                visits.append(visit(child, parentIsScrollContainer: isScrollContainer, hasFocusableAncestor: holds, pool: &pool))
            }
        }
        let isSpeaking = TalkBackFocusRule.isSpeaking(node, hasSpeakingChild: visits.contains(where: \.speaksForParent),
                                                      isScrollContainer: isScrollContainer)
        let speaksForParent = TalkBackFocusRule.speaksForParent(node, isSpeaking: isSpeaking)
        let isStop = TalkBackFocusRule.isStop(node, isSpeaking: isSpeaking, hasChildren: hasChildren,
                                              parentIsScrollContainer: parentIsScrollContainer, hasFocusableAncestor: hasFocusableAncestor,
                                              fillsWindow: window != nil && element.frame == window)
        let ordered = arrange(visits)
        let inner = ordered.flatMap(\.texts)
        let content = ordered.flatMap(\.content)
        let own: [String] = node.contentDescription.isEmpty ? (node.text.isEmpty ? [] : [node.text]) + inner : [node.contentDescription]
        let frame = element.frame
        if isStop {
            var stop = element
            stop.children = []
            if node.isPassword {
                // Only as many bullets as the text had: nothing of the characters goes further.
                stop.value = String(repeating: "•", count: node.passwordCharacterCount)
            } else if stop.type != "TextField" {
                stop.label = own.count == 1 ? own[0] : own.joined(separator: ", ")
            }
            // The stop is a leaf; TalkBack still speaks the nodes under it that are no stops.
            if !content.isEmpty { stop.details.android?.contentChildren = content }
            var stops = [pool.count]
            pool.append(stop)
            for child in ordered { stops += child.stops }
            return Visit(stops: stops, texts: [], frame: frame, sortFrame: frame, isCompose: isCompose, speaksForParent: speaksForParent)
        }
        let stopFrames = ordered.compactMap { $0.stops.isEmpty ? nil : $0.sortFrame }
        var sortFrame = frame
        if let first = stopFrames.first {
            let union = stopFrames.dropFirst().reduce(first, Self.union)
            sortFrame = frame.map { Self.intersection(union, $0) } ?? union
        }
        var spoken = node
        spoken.contentChildren = content
        return Visit(stops: ordered.flatMap(\.stops), texts: own, frame: frame, sortFrame: sortFrame, isCompose: isCompose,
                     content: [spoken], speaksForParent: speaksForParent)
    }

    // MARK: Order (TB10)

    /// Siblings in TalkBack's order: Compose's geometric sort under a `ComposeView`, else the
    /// capture's order with F§2 step 4's moves; the capture's order alone for `--order capture`.
    ///
    /// Siblings are Compose content when they are all under a `ComposeView`: the nodes TalkBack
    /// does not see are already gone, so their parent may be one that is not.
    private func arrange(_ children: [Visit]) -> [Visit] {
        guard order == .frames, children.count > 1 else { return children }
        if children.allSatisfy(\.isCompose) { return Self.geometricallySorted(children) }
        var items = children
        for start in stride(from: items.count - 2, through: 0, by: -1) where items[start].sortFrame != items[start].frame {
            var index = start
            while index + 1 < items.count,
                  let moved = items[index].sortFrame, let next = items[index + 1].sortFrame,
                  let movedOwn = items[index].frame, let nextOwn = items[index + 1].frame,
                  Self.compare(moved, next) > 0, Self.compare(movedOwn, nextOwn) < 0 {
                items.swapAt(index, index + 1)
                index += 1
            }
        }
        return items
    }

    /// F§2's comparison: above, below, else by left edge, top, the taller first, the wider first.
    static func compare(_ a: ScreenFrame, _ b: ScreenFrame) -> Int {
        if a.y + a.height <= b.y { return -1 }
        if a.y >= b.y + b.height { return 1 }
        if a.x != b.x { return a.x < b.x ? -1 : 1 }
        if a.y != b.y { return a.y < b.y ? -1 : 1 }
        if a.height != b.height { return a.height > b.height ? -1 : 1 }
        if a.width != b.width { return a.width > b.width ? -1 : 1 }
        return 0
    }

    /// Compose's sort: rows of vertically overlapping bounds, ordered by top; each row left to
    /// right. Nodes without bounds keep their place at the end, in the capture's order.
    private static func geometricallySorted(_ children: [Visit]) -> [Visit] {
        let framed = children.enumerated().filter { $0.element.frame != nil }.sorted { a, b in
            (a.element.frame!.y, a.offset) < (b.element.frame!.y, b.offset)
        }
        var rows: [(bottom: Double, members: [(offset: Int, element: Visit)])] = []
        for entry in framed {
            let frame = entry.element.frame!
            if let last = rows.last, frame.y < last.bottom {
                rows[rows.count - 1].members.append(entry)
                rows[rows.count - 1].bottom = max(last.bottom, frame.y + frame.height)
            } else {
                rows.append((frame.y + frame.height, [entry]))
            }
        }
        let sorted = rows.flatMap { row in row.members.sorted { ($0.element.frame!.x, $0.offset) < ($1.element.frame!.x, $1.offset) }.map(\.element) }
        return sorted + children.filter { $0.frame == nil }
    }

    private static func union(_ a: ScreenFrame, _ b: ScreenFrame) -> ScreenFrame {
        let left = min(a.x, b.x), top = min(a.y, b.y)
        return ScreenFrame(x: left, y: top, width: max(a.x + a.width, b.x + b.width) - left, height: max(a.y + a.height, b.y + b.height) - top)
    }

    private static func intersection(_ a: ScreenFrame, _ b: ScreenFrame) -> ScreenFrame {
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(a.x + a.width, b.x + b.width), bottom = min(a.y + a.height, b.y + b.height)
        return ScreenFrame(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
