import Foundation
import Speakable
import SpeakableDocuments

/// Phrasing: a very large screen parsed, turned into focus stops and phrased. The baseline is the
/// least any phrasing can do: join each stop's label with one fixed word.
func phrasingBenchmark(count: Int, rounds: Int, reader: Reader = .voiceOver) throws {
    let voice = try Voice.builtIn(.en)
    let generator = SpeechGenerator(voice: voice, reader: reader)
    let yaml = makeDocument(count)
    var parseTimes: [Double] = [], treeTimes: [Double] = [], phraseTimes: [Double] = [], baselineTimes: [Double] = []
    var builtTree: AccessibilityTree?
    var checksum = 0
    for _ in 0..<rounds {
        var document: ScreenDocument?
        parseTimes.append(try cpuSeconds { document = try ScreenDocument(yaml: yaml, path: "benchmark.yaml") })
        treeTimes.append(cpuSeconds { builtTree = AccessibilityTree(screen: document!.screen, reader: reader) })
        // Each stop with the context its containers give it, asked of the tree (C1–C7).
        phraseTimes.append(cpuSeconds {
            for index in builtTree!.focusStops.indices { checksum &+= generator.utterance(forStop: index, in: builtTree!).text.utf8.count }
        })
        baselineTimes.append(cpuSeconds {
            let word = voice[.button] + voice.punctuation.sentenceEnd
            for stop in builtTree!.focusStops { checksum &+= (stop.element.label.text + voice.punctuation.wordSeparator + word).utf8.count }
        })
    }
    let parse = median(parseTimes), tree = median(treeTimes), phrasing = median(phraseTimes), baseline = median(baselineTimes)
    let stops = builtTree?.focusStops ?? []
    print("reader: \(reader.displayName), elements: \(count), focus stops: \(stops.count), rounds: \(rounds) (medians of thread CPU time), checksum \(checksum)")
    print("parse  (YAML → screen):        \(milliseconds(parse))  \(rate(count, parse)) elements/s")
    print("tree   (screen → focus stops): \(milliseconds(tree))  \(rate(stops.count, tree)) stops/s")
    print("phrase (stop → one-line text): \(milliseconds(phrasing))  \(rate(stops.count, phrasing)) stops/s")
    print("baseline (label + one word):   \(milliseconds(baseline))  \(rate(stops.count, baseline)) stops/s")
    print("phrasing / baseline: \(String(format: "%.2f", phrasing / baseline))×; parse / phrasing: \(String(format: "%.1f", parse / phrasing))×")
}

/// A screen document of `count` elements of every kind.
func makeDocument(_ count: Int) -> String {
    var yaml = "elements:\n"
    yaml.reserveCapacity(count * 60)
    for index in 0..<count {
        // The v1 kinds and the v2 ones (switches, sliders, segments, tabs, back buttons, text
        // views, lists, landmarks, custom actions) in equal measure.
        switch index % 16 {
        case 0: yaml += "  - button: {label: Item \(index), hint: Opens item \(index).}\n"
        case 1: yaml += "  - text: Row \(index)\n"
        case 2: yaml += "  - heading: Section \(index)\n"
        case 3: yaml += "  - textField: {label: Field \(index), placeholder: Type here}\n"
        case 4: yaml += "  - secureTextField: {label: PIN \(index), text: \"1234\"}\n"
        case 5: yaml += "  - stepper: {label: Count \(index), value: 1.5, step: 0.5, max: 10}\n"
        case 6: yaml += "  - element: {label: Tab \(index), traits: [button, selected]}\n"
        case 7: yaml += "  - link: {label: Link \(index), enabled: false}\n"
        case 8: yaml += "  - switch: {label: Option \(index), on: true}\n"
        case 9: yaml += "  - slider: {label: Level \(index), value: 0.35}\n"
        case 10: yaml += "  - segmentedControl: {segments: [Day, Week, Month], selected: 1}\n"
        case 11: yaml += "  - tabBar: {items: [Home, Search], selected: 0}\n"
        case 12: yaml += "  - backButton: Screen \(index)\n"
        case 13: yaml += "  - textView: {label: Notes \(index), text: Some text}\n"
        case 14: yaml += "  - list: {label: List \(index), children: [button: {label: Row \(index), actions: [Delete]}, text: Detail]}\n"
        default: yaml += "  - landmark: {label: Footer \(index), children: [link: Terms]}\n"
        }
    }
    return yaml
}


/// Phrasing alone, many rounds over one tree: the loop to run under `perf record` (the parse
/// and the tree are built once, so a profile shows only the phrasing).
func phrasingProfile(count: Int, rounds: Int, reader: Reader = .voiceOver) throws {
    let generator = SpeechGenerator(voice: try Voice.builtIn(.en), reader: reader)
    let tree = AccessibilityTree(screen: try ScreenDocument(yaml: makeDocument(count), path: "benchmark.yaml").screen, reader: reader)
    var checksum = 0, times: [Double] = []
    for _ in 0..<rounds {
        times.append(cpuSeconds {
            for index in tree.focusStops.indices { checksum &+= generator.utterance(forStop: index, in: tree).text.utf8.count }
        })
    }
    print("\(reader.displayName) phrase: \(milliseconds(median(times)))  \(rate(tree.focusStops.count, median(times))) stops/s (median of \(rounds), checksum \(checksum))")
}
