import Foundation
import Speakable

/// A rotor move on a screen of 10 stops and of 100,000: `down` and `up` by Headings over a
/// screen where every third stop is a heading, the focus going back and forth in the middle. The
/// first move of a rotor item finds its stops (once per set of stops); every move after is a
/// binary search and the one stop it speaks, so the time per move should not grow with the screen.
func rotorBenchmark(moves: Int, rounds: Int) throws {
    let voice = try Voice.builtIn(.en)
    func screen(_ count: Int) -> Screen {
        Screen(elements: (0..<count).map { $0 % 3 == 0 ? Heading("Section \($0)").control : Button("Item \($0)").control })
    }
    var checksum = 0
    var results: [(stops: Int, perMove: Double)] = []
    for count in [10, 100_000] {
        var times: [Double] = []
        for _ in 0..<rounds {
            var reader = ScreenReader(screen: screen(count), voice: voice)
            // To the middle, then turn the rotor (the first move finds the headings once).
            _ = reader.focus(at: count / 2)
            reader.perform(.rotor(.headings))
            reader.perform(.down)
            times.append(seconds {
                for move in 0..<moves { checksum &+= reader.perform(move % 2 == 0 ? .down : .up).count }
            })
        }
        results.append((count, median(times) / Double(moves)))
    }
    print("moves: \(moves), rounds: \(rounds) (medians), checksum \(checksum)")
    for result in results {
        print("\(result.stops) stops: \(String(format: "%.0f", result.perMove * 1e9)) ns per rotor move")
    }
    print("100,000 / 10: \(String(format: "%.2f", results[1].perMove / results[0].perMove))×")
}
