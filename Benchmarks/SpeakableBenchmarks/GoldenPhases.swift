import Foundation
import Speakable
import SpeakableDocuments

/// Where a golden check's time goes, one phase at a time over the same documents, on one core:
/// reading (parsing and decoding), the screen reader's session, the transcript, and the whole
/// check. For choosing what to make faster; the suite's figure is `Benchmarks/golden_suite.py`.
func goldenPhasesBenchmark(folder: String, rounds: Int) throws {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
        .map { folder + "/" + $0 }
    let voice = try Voice.builtIn(.en)
    var documents: [ScreenDocument] = []
    func time(_ name: String, _ body: () throws -> Void) rethrows {
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        samples.sort()
        print("\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", samples[samples.count / 2])) ms")
    }
    print("documents: \(paths.count), rounds: \(rounds) (medians, one core)")
    try time("read documents (parse, decode)") { documents = try paths.map { try ScreenDocument(contentsOfFile: $0) } }
    time("sessions (no transcript)") {
        for document in documents { _ = ScreenReader.session(on: document.screen, running: document.commands ?? [], voice: voice) }
    }
    time("sessions and transcripts") {
        for document in documents { _ = ScreenReader.goldenTranscript(of: document.screen, running: document.commands ?? [], voice: voice) }
    }
    time("trees of the screens") {
        for document in documents { _ = AccessibilityTree(screen: document.screen) }
    }
}
