// Phrasing benchmark: how fast a very large screen is parsed, turned into focus stops and
// phrased, measured against a baseline in the same process.
//
//   swift run -c release PhrasingBenchmark [element count] [rounds]
//
// Phrasing must reach 1,000,000 focus stops per second on one core, so that parsing, not
// phrasing, is the cost. The baseline is the least any phrasing can do: join each stop's label
// with one fixed word. The ratio says what the real rules cost on top of that.
import Foundation
import Speakable
import SpeakableDocuments

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 100_000 : 100_000
let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 7 : 7

/// A screen document of `count` elements of every kind.
func makeDocument(_ count: Int) -> String {
    var yaml = "elements:\n"
    yaml.reserveCapacity(count * 60)
    for index in 0..<count {
        switch index % 8 {
        case 0: yaml += "  - button: {label: Item \(index), hint: Opens item \(index).}\n"
        case 1: yaml += "  - text: Row \(index)\n"
        case 2: yaml += "  - heading: Section \(index)\n"
        case 3: yaml += "  - textField: {label: Field \(index), placeholder: Type here}\n"
        case 4: yaml += "  - secureTextField: {label: PIN \(index), text: \"1234\"}\n"
        case 5: yaml += "  - stepper: {label: Count \(index), value: 1.5, step: 0.5, max: 10}\n"
        case 6: yaml += "  - element: {label: Tab \(index), traits: [button, selected]}\n"
        default: yaml += "  - link: {label: Link \(index), enabled: false}\n"
        }
    }
    return yaml
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let voice = try Voice.builtIn(.en)
let generator = SpeechGenerator(voice: voice)
let yaml = makeDocument(count)

var parseTimes: [Double] = [], treeTimes: [Double] = [], phraseTimes: [Double] = [], baselineTimes: [Double] = []
var stops: [FocusStop] = []
var checksum = 0

for _ in 0..<rounds {
    var document: ScreenDocument?
    parseTimes.append(try seconds { document = try ScreenDocument(yaml: yaml, path: "benchmark.yaml") })
    treeTimes.append(seconds { stops = AccessibilityTree(screen: document!.screen, voice: voice).focusStops })
    phraseTimes.append(seconds {
        for stop in stops { checksum &+= generator.utterance(for: stop.element).text.utf8.count }
    })
    baselineTimes.append(seconds {
        let word = voice.traitWords.button + voice.punctuation.sentenceEnd
        for stop in stops { checksum &+= (stop.element.label + voice.punctuation.wordSeparator + word).utf8.count }
    })
}

let phrasing = median(phraseTimes), baseline = median(baselineTimes)
let stopCount = stops.count
func perSecond(_ time: Double, _ items: Int = stopCount) -> String { String(format: "%.0f", Double(items) / time) }
print("elements: \(count), focus stops: \(stops.count), rounds: \(rounds) (medians), checksum \(checksum)")
print("parse  (YAML → screen):        \(String(format: "%8.1f", median(parseTimes) * 1000)) ms  \(perSecond(median(parseTimes), count)) elements/s")
print("tree   (screen → focus stops): \(String(format: "%8.1f", median(treeTimes) * 1000)) ms  \(perSecond(median(treeTimes))) stops/s")
print("phrase (stop → one-line text): \(String(format: "%8.1f", phrasing * 1000)) ms  \(perSecond(phrasing)) stops/s")
print("baseline (label + one word):   \(String(format: "%8.1f", baseline * 1000)) ms  \(perSecond(baseline)) stops/s")
print("phrasing / baseline: \(String(format: "%.2f", phrasing / baseline))×; parse / phrasing: \(String(format: "%.1f", median(parseTimes) / phrasing))×")
