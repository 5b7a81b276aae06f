// Speakable's benchmarks. Each measures against a baseline run in the same process; the ratio is
// the figure to watch, since absolute times move with the host.
//
//   swift run -c release SpeakableBenchmarks phrasing [elements] [rounds] [voiceover|talkback]
//   swift run -c release SpeakableBenchmarks phrasing-profile [elements] [rounds] [voiceover|talkback]
//   swift run -c release SpeakableBenchmarks navigation [commands] [rounds]
//   swift run -c release SpeakableBenchmarks rotor [moves] [rounds]
//   swift run -c release SpeakableBenchmarks speech [rounds]
//   swift run -c release SpeakableBenchmarks golden-phases FOLDER [rounds]
//   swift run -c release SpeakableBenchmarks tasks [screens] [stops per screen] [rounds] [voiceover|talkback]
//
// Phrasing must reach 1,000,000 focus stops per second on one core, so that parsing, not
// phrasing, is the cost. Navigation must cost next to nothing beside speaking.
import Speakable

let arguments = CommandLine.arguments.dropFirst()
let mode = arguments.first ?? "phrasing"
let numbers = arguments.dropFirst().compactMap { Int($0) }
// The reader phrasing speaks as (talkback.md TB2): the last argument when it names one.
let reader = arguments.last.flatMap { Reader(rawValue: $0) } ?? Reader.voiceOver
switch mode {
case "phrasing": try phrasingBenchmark(count: numbers.first ?? 100_000, rounds: numbers.dropFirst().first ?? 7, reader: reader)
case "phrasing-profile": try phrasingProfile(count: numbers.first ?? 100_000, rounds: numbers.dropFirst().first ?? 20, reader: reader)
case "navigation": try navigationBenchmark(commands: numbers.first ?? 1_000_000, rounds: numbers.dropFirst().first ?? 7)
case "speech": try await speechBenchmark(rounds: numbers.first ?? 7)
case "rotor": try rotorBenchmark(moves: numbers.first ?? 200_000, rounds: numbers.dropFirst().first ?? 7)
case "golden-phases": try goldenPhasesBenchmark(folder: arguments.dropFirst().first ?? ".", rounds: Int(arguments.dropFirst(2).first ?? "") ?? 5)
case "tasks": try taskWalkBenchmark(screens: numbers.first ?? 20, stops: numbers.dropFirst().first ?? 40, rounds: numbers.dropFirst(2).first ?? 7, reader: reader)
default: print("usage: SpeakableBenchmarks phrasing|navigation|speech|rotor [count] [rounds]")
}
