import Foundation
import Speakable
import SpeakableDocuments

/// Navigation: a long seeded random walk of gestures over every example. The baseline is what
/// every gesture must do at the least: phrase one focus stop.
func navigationBenchmark(commands: Int, rounds: Int) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    let documents = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        .map { try ScreenDocument(contentsOfFile: folder.appendingPathComponent($0).path) }
    let voice = try Voice.builtIn(.en)
    let gestures: [ScreenReaderCommand] = [.next, .next, .next, .previous, .first, .last, .activate, .escape,
                                           .increment, .decrement, .type("ab"), .shake]
    var walkTimes: [Double] = [], baselineTimes: [Double] = []
    var checksum = 0
    for _ in 0..<rounds {
        var state: UInt64 = 42
        walkTimes.append(seconds {
            let perDocument = commands / documents.count
            for document in documents {
                var reader = ScreenReader(screen: document.screen, voice: voice)
                for _ in 0..<perDocument {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    checksum &+= reader.perform(gestures[Int(state >> 33) % gestures.count]).count
                }
                checksum &+= reader.log.entries.count
            }
        })
        let generator = SpeechGenerator(voice: voice)
        let trees = documents.map { AccessibilityTree(screen: $0.screen) }
        let stops = trees.indices.flatMap { tree in trees[tree].focusStops.indices.map { (tree, $0) } }
        baselineTimes.append(seconds {
            for index in 0..<commands {
                let (tree, stop) = stops[index % stops.count]
                checksum &+= generator.utterance(forStop: stop, in: trees[tree]).text.utf8.count
            }
        })
    }
    let walk = median(walkTimes), baseline = median(baselineTimes)
    print("examples: \(documents.count), commands: \(commands), rounds: \(rounds) (medians), checksum \(checksum)")
    print("random walk (gesture → speech, logged): \(milliseconds(walk))  \(rate(commands, walk)) commands/s")
    print("baseline (phrase one focus stop):        \(milliseconds(baseline))  \(rate(commands, baseline)) utterances/s")
    print("walk / baseline: \(String(format: "%.2f", walk / baseline))×")
}
