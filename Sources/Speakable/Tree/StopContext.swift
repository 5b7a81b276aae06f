/// What a stop's containers add when it is spoken (phrasing §17): asked of the tree at the
/// moment of speaking, so nothing is stored in the stop and nothing needs re-grafting after a
/// change.
///
/// Where containers nest, the outermost one that gives the stop words wins (as
/// AccessibilitySnapshot's parser does).
///
/// ```swift
/// let tree = AccessibilityTree(screen: Screen { TabBar { Button("Home"); Button("Inbox") } })
/// tree.context(ofStop: 1).suffixes   // [.series(index: 2, count: 2)]
/// ```
public struct StopContext: Hashable, Sendable {
    /// Words after the trait words: a series position, or a list's or landmark's edge.
    public var suffixes: [ContextSuffix] {
        get { firstSuffix.map { [$0] + moreSuffixes } ?? [] }
        set {
            firstSuffix = newValue.first
            moreSuffixes = Array(newValue.dropFirst())
        }
    }
    /// The first of ``suffixes``, held in place: a tree gives a stop one at most, and an array
    /// of one made for every stop spoken was an allocation each. `nil` only when there is none.
    private(set) var firstSuffix: ContextSuffix?
    /// The rest of ``suffixes`` (a lone element's own context may have several).
    private(set) var moreSuffixes: [ContextSuffix] = []
    /// In a data table: the cell's position and headers (C6).
    public var cell: TableCellSpeech? {
        get { cellBox?.value }
        set { cellBox = newValue.map(ValueBox.init) }
    }
    /// ``cell`` in a box: a context is made, passed and freed for every stop phrased, nearly
    /// always with no cell, and a cell held in place made every context large and its freeing
    /// a walk through the cell's fields.
    private var cellBox: ValueBox<TableCellSpeech>?
    /// Whether the context holds a cell, told without copying it out.
    var hasCell: Bool { cellBox != nil }
    /// The stop's place in its innermost list, tab bar or segmented control, for a reader that
    /// says positions and entering a list (TalkBack, TB14, TB15). VoiceOver reads ``suffixes``.
    public var collection: CollectionPlace?
    /// Whether the stop before it in reading order was in a list, tab bar or segmented control
    /// that this stop is not in (TalkBack's `Out of list`, TB15).
    public var leavesCollection = false

    /// No words.
    public static let none = StopContext()

    /// A context of one suffix, made without an array.
    init(suffix: ContextSuffix) {
        firstSuffix = suffix
    }

    /// No words yet.
    init() {}

    /// Whether the context gives the stop any words.
    var givesWords: Bool { firstSuffix != nil || cellBox != nil }

    /// Calls `body` with each suffix in order, without making the array ``suffixes`` is.
    func forEachSuffix(_ body: (ContextSuffix) -> Void) {
        guard let firstSuffix else { return }
        body(firstSuffix)
        for suffix in moreSuffixes { body(suffix) }
    }

    /// The stop's position in a series (C1), if a suffix gives one (the last, if several do).
    var seriesPosition: SeriesPosition? {
        var position: SeriesPosition?
        forEachSuffix { if case .series(let index, let count) = $0 { position = SeriesPosition(index: index, count: count) } }
        return position
    }
}

extension AccessibilityTree {
    /// The context of the stop at `index` (C1–C7).
    ///
    /// ```swift
    /// tree.context(ofStop: 0).suffixes   // [.listStart]
    /// ```
    public func context(ofStop index: Int) -> StopContext {
        guard focusStops.indices.contains(index) else { return .none }
        var context = wordsContext(ofStop: index)
        if !containers.isEmpty {
            context.collection = collectionPlace(ofStop: index)
            context.leavesCollection = index > 0 && leavesCollection(from: index - 1, to: index)
        }
        return context
    }

    /// The context of the stop at `index` for a reader that says its containers' words and
    /// never asks for its collection (VoiceOver, C1–C7): ``StopContext/suffixes`` and a table
    /// cell's words, without the walks up its containers for ``StopContext/collection`` and
    /// ``StopContext/leavesCollection``, made for every stop otherwise.
    func wordsContext(ofStop index: Int) -> StopContext {
        guard focusStops.indices.contains(index) else { return StopContext() }
        // A context made here, not the shared `.none` copied (and retained) for every stop.
        return focusStops[index].container.flatMap { outermostContext(ofStop: index, from: $0) } ?? StopContext()
    }

    /// The context of the stop at `index` for a reader that says no container's words
    /// (TalkBack, TB14, TB15): its collection and whether it leaves one (``CollectionContext``), without ``StopContext/suffixes``
    /// or a table cell's headers, which are made (and allocated) for every stop otherwise.
    func collectionContext(ofStop index: Int) -> CollectionContext {
        var context = CollectionContext()
        guard focusStops.indices.contains(index), !containers.isEmpty else { return context }
        context.collection = collectionPlace(ofStop: index)
        context.leavesCollection = index > 0 && leavesCollection(from: index - 1, to: index)
        return context
    }

    /// The stop's place in its innermost list, tab bar or segmented control of two or more
    /// stops (TalkBack announces only the innermost collection, and none of one item, F§6.2).
    ///
    /// ```swift
    /// tree.collectionPlace(ofStop: 0)   // CollectionPlace(kind: .list, index: 1, count: 3)
    /// ```
    public func collectionPlace(ofStop index: Int) -> CollectionPlace? {
        var next = focusStops[index].container
        // Fields are read in place: copying a container per step was a tenth of phrasing.
        while let current = next {
            let kind = containers[current].kind, stops = containers[current].stops
            if CollectionPlace.isCollection(kind), stops.count > 1 {
                return CollectionPlace(kind: kind, index: index - stops.lowerBound + 1, count: stops.count)
            }
            next = containers[current].parent
        }
        return nil
    }

    /// Whether moving from one stop to another leaves a collection the first is in.
    private func leavesCollection(from previous: Int, to index: Int) -> Bool {
        var next = focusStops[previous].container
        while let current = next {
            let stops = containers[current].stops
            if CollectionPlace.isCollection(containers[current].kind), stops.count > 1 { return !stops.contains(index) }
            next = containers[current].parent
        }
        return false
    }

    /// The words of the outermost container, from `container` up, that gives the stop any.
    private func outermostContext(ofStop index: Int, from container: Int) -> StopContext? {
        if let parent = containers[container].parent, let outer = outermostContext(ofStop: index, from: parent) { return outer }
        let context = ownContext(ofStop: index, in: container)
        return context.givesWords ? context : nil
    }

    private func ownContext(ofStop index: Int, in containerIndex: Int) -> StopContext {
        let stops = containers[containerIndex].stops
        // Each case makes its context once: one made empty and then replaced was freed again
        // for every stop in a list or a tab bar.
        switch containers[containerIndex].kind {
        case .tabBar, .segmentedControl:
            // That an item of a tab bar is a tab (C4) the tree decided when it made the stop.
            return StopContext(suffix: .series(index: index - stops.lowerBound + 1, count: stops.count))
        case .list, .landmark:
            let isList = containers[containerIndex].kind == .list
            if index == stops.lowerBound { return StopContext(suffix: isList ? .listStart : .landmarkStart) }
            if index == stops.upperBound - 1 { return StopContext(suffix: isList ? .listEnd : .landmarkEnd) }
            return StopContext()
        case .dataTable:
            guard let cell = focusStops[index].element.tableCell, let layout = containers[containerIndex].table else { return StopContext() }
            let headers = layout.headers(of: index, cell: cell, in: focusStops).map { header in
                TableCellSpeech.Header(label: focusStops[header].element.label, value: focusStops[header].element.value)
            }
            var context = StopContext()
            context.cell = TableCellSpeech(headers: headers, row: cell.row, column: cell.column, rowSpan: cell.rowSpan,
                                           columnSpan: cell.columnSpan, isFirstInRow: layout.firstInRow.contains(index))
            return context
        case .semanticGroup, .none:
            return StopContext()
        }
    }

    /// The containers, innermost first, that hold the stop at `index`.
    ///
    /// ```swift
    /// tree.containers(holdingStop: 0).map { tree.containers[$0].kind }   // [.list]
    /// ```
    public func containers(holdingStop index: Int) -> [Int] {
        guard focusStops.indices.contains(index) else { return [] }
        var chain: [Int] = []
        var next = focusStops[index].container
        while let current = next {
            chain.append(current)
            next = containers[current].parent
        }
        return chain
    }
}
