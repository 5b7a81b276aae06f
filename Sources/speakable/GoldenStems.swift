import Synchronization

/// The golden stems (`Examples/login` for `Examples/login.yaml`) of every document a suite
/// found, not only one shard's: a reader's golden (`login.talkback.speech.txt`) that is another
/// document's own (`login.talkback.yaml`'s) is refused, not shared (talkback.md TB23).
///
/// Made on the first question: only a document checked under a reader that is not its own asks,
/// and a suite of 10,000 documents that never does spent a fortieth of its time making the set.
final class GoldenStems: Sendable {
    private let documents: [String]
    private let stems = Mutex<Set<String>?>(nil)

    init(of documents: [String]) {
        self.documents = documents
    }

    /// Whether `stem` is the stem of one of the documents.
    func contains(_ stem: String) -> Bool {
        stems.withLock { stems in
            let made = stems ?? Set(documents.map(GoldenSuite.stem(of:)))
            stems = made
            return made.contains(stem)
        }
    }
}
