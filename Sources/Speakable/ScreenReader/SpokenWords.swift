/// What each stop of a spoken layer says, as a screen reader holds it while its tree is still
/// that layer's: the spoken screen's stops themselves, shared rather than copied out one
/// utterance at a time, and which stops a gesture made again since (a task makes a reader on
/// every screen it walks, and copying then freeing each stop's words cost more than the audit
/// of some screens, issue 34).
struct SpokenWords {
    /// The spoken layer's stops, as it spoke them.
    private let stops: [SpokenStop]
    /// For each stop, whether a gesture made it again (its words are then not these); empty
    /// until one is.
    private var remade: [Bool] = []

    /// The words of a spoken layer's stops.
    init(_ stops: [SpokenStop]) {
        self.stops = stops
    }

    /// How many stops the layer had.
    var count: Int { stops.count }

    /// What the stop says, unless it was made again; `nil` too for a stop the layer did not have.
    subscript(index: Int) -> Utterance? {
        says(index) ? stops[index].utterance : nil
    }

    /// Whether the stop still says what the layer said, asked without copying its words.
    func says(_ index: Int) -> Bool {
        stops.indices.contains(index) && (remade.isEmpty || !remade[index])
    }

    /// Forgets the words of a stop a gesture made again.
    mutating func forget(_ index: Int) {
        guard stops.indices.contains(index) else { return }
        if remade.isEmpty { remade = Array(repeating: false, count: stops.count) }
        remade[index] = true
    }
}
