/// What TalkBack reads of a stop's containers (TB14, TB15): the stop's place in its innermost
/// collection, and whether it is the first stop after leaving one.
///
/// A ``StopContext`` cut down to plain values: TalkBack reads nothing else of it, and making
/// and destroying a whole context (its suffix array and cell box released) for every stop it
/// phrased cost more than reading the collection.
struct CollectionContext {
    var collection: CollectionPlace?
    var leavesCollection = false

    init(collection: CollectionPlace? = nil, leavesCollection: Bool = false) {
        self.collection = collection
        self.leavesCollection = leavesCollection
    }

    /// The collection of a whole context.
    init(_ context: StopContext) {
        self.init(collection: context.collection, leavesCollection: context.leavesCollection)
    }
}
