import Foundation
import Speakable
import SpeakableDocuments

/// The scaling fuzz: each generator of a hostile input is run at 1×, 2×, 4× and 8× its size, and
/// fails when the CPU time or the memory of reading and rendering it grows faster than the input
/// (a red team found work that doubled per level of nesting, and work in the square of the
/// secrets, the sheets and the attributes: no fixed-size case would have shown it).
///
/// Each size runs in a process of its own (`speakable-fuzz --scaling-case NAME SIZE`), which
/// measures its own CPU time and the growth of its peak memory around the work, so that one
/// size's memory never hides another's.
///
/// ```swift
/// let cpu = ScalingFuzz.measure(ScalingFuzz.generators[0], size: 100)
/// ```
public enum ScalingFuzz {
    /// One kind of input that grows with a size.
    public struct Generator: Sendable {
        public let name: String
        /// The smallest size measured; the others are 2, 4 and 8 times it.
        public let base: Int
        public let make: @Sendable (Int) -> [UInt8]
    }

    /// The generators, one per class of input that was once not linear.
    public static let generators: [Generator] = [
        Generator(name: "appium-nested-labelled-others", base: 30) { depth in
            // Fifty chains of labelled Others, each `depth` deep, a text at the bottom.
            let chain = (0..<depth).map { #"<XCUIElementTypeOther label="L\#($0)" x="0" y="0" width="9" height="9">"# }.joined()
                + #"<XCUIElementTypeStaticText label="t" x="0" y="0" width="5" height="5"/>"# + String(repeating: "</XCUIElementTypeOther>", count: depth)
            return Array(("<AppiumAUT>" + String(repeating: chain, count: 50) + "</AppiumAUT>").utf8)
        },
        Generator(name: "xcuitest-nested-labelled-others", base: 30) { depth in
            var dump = "Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
            for _ in 0..<50 {
                for level in 0..<depth { dump += String(repeating: " ", count: level + 2) + "Other, 0x2, {{0.0, 0.0}, {9.0, 9.0}}, label: 'L\(level)'\n" }
                dump += String(repeating: " ", count: depth + 2) + "StaticText, 0x3, {{0.0, 0.0}, {5.0, 5.0}}, label: 't'\n"
            }
            return Array(dump.utf8)
        },
        Generator(name: "idb-secrets-times-warnings", base: 1_000) { count in
            Array(("[" + (0..<count).map { #"{"AXLabel": "P", "AXValue": "secret\#($0)x", "type": "SecureTextField", "traits": ["Odd\#($0)"]}"# }
                .joined(separator: ",") + "]").utf8)
        },
        Generator(name: "document-secrets-times-warnings", base: 500) { count in
            // Secure fields, and as many warnings (a long button title each) that could quote them.
            var yaml = "elements:\n"
            for index in 0..<count { yaml += "  - secureTextField: {label: P\(index), text: secret\(index)x}\n" }
            yaml += "present:\n  - alert: {title: T, buttons: [" + (0..<count).map { "secret\($0)x and a title long enough to warn" }.joined(separator: ", ") + "]}\n"
            return Array(yaml.utf8)
        },
        Generator(name: "document-stacked-action-sheets", base: 2_500) { count in
            Array(("elements: [button: A]\npresent:\n" + (0..<count).map { "  - actionSheet: {title: T\($0), buttons: [X]}\n" }.joined()).utf8)
        },
        Generator(name: "appium-attributes-of-one-element", base: 20_000) { count in
            Array(("<AppiumAUT><XCUIElementTypeButton label=\"x\" " + (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/></AppiumAUT>").utf8)
        },
        Generator(name: "appium-flat-buttons", base: 2_000) { count in
            Array(("<AppiumAUT>" + (0..<count).map { #"<XCUIElementTypeButton label="B\#($0)" accessible="true" x="0" y="\#($0)" width="9" height="9"/>"# }
                .joined() + "</AppiumAUT>").utf8)
        },
        Generator(name: "xcuitest-apostrophes-in-a-label", base: 20_000) { count in
            Array(("Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
                + "    Button, 0x2, {{0.0, 0.0}, {9.0, 9.0}}, label: '" + String(repeating: "'x, ", count: count) + "'\n").utf8)
        },
        Generator(name: "idb-yaml-anchors", base: 500) { count in
            // Anchored elements, each used ten times: the expansion grows with the input.
            var yaml = ""
            for index in 0..<count {
                yaml += "- &e\(index) {AXLabel: B\(index), type: Button, AXFrame: \"{{0, 0}, {9, 9}}\"}\n"
                yaml += "- {AXLabel: G\(index), type: Other, children: [" + Array(repeating: "*e\(index)", count: 10).joined(separator: ", ") + "]}\n"
            }
            return Array(yaml.utf8)
        },
        Generator(name: "snapshot-nested-containers", base: 15) { depth in
            // Lists in lists, 40 side by side, an element at each level.
            func nest(_ level: Int) -> String {
                let element = #"{"element": {"_0": {"label": "E\#(level)", "traits": ["button"]}, "traversalIndex": \#(level)}}"#
                return level == depth ? element : #"{"container": {"_0": {"type": {"list": {}}}, "children": [\#(element), \#(nest(level + 1))]}}"#
            }
            return Array(("[" + Array(repeating: nest(0), count: 40).joined(separator: ",") + "]").utf8)
        },
    ]

    /// One size's cost: CPU seconds and the growth of peak memory, in kilobytes.
    public struct Cost: Sendable {
        public var seconds: Double
        public var kilobytes: Int
    }

    /// Reads and renders one input in this process and returns what it cost (the case a child
    /// process runs).
    public static func measure(_ generator: Generator, size: Int) -> Cost {
        let bytes = Data(generator.make(size))
        let before = usage()
        if let document = try? ScreenDocument(data: bytes, path: "scaling") {
            let voice = try! Voice.builtIn(document.locale)
            _ = SpeechGenerator(voice: voice).render(document.screen)
            _ = document.warnings.map(\.description)
        }
        let after = usage()
        return Cost(seconds: after.seconds - before.seconds, kilobytes: max(0, after.kilobytes - before.kilobytes))
    }

    private static func usage() -> (seconds: Double, kilobytes: Int) {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let seconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return (seconds, usage.ru_maxrss)
    }

    /// A generator's figures at 1×, 2×, 4× and 8× its base size (times `scale`).
    public struct Result: Sendable {
        public var name: String
        public var sizes: [Int]
        public var costs: [Cost]
        /// The 8× cost over the 1× cost: 8 for linear work, 64 for work in the square.
        public var timeRatio: Double { costs.last!.seconds / max(costs.first!.seconds, 0.002) }
        public var memoryRatio: Double { Double(costs.last!.kilobytes) / Double(max(costs.first!.kilobytes, 2_048)) }
        /// Linear with room for noise: a square would be 64, past the limit of 20.
        public var passed: Bool { timeRatio <= 20 && memoryRatio <= 20 }
    }

    /// Runs every generator at four sizes, each size in a child process of `executable` (the
    /// smallest CPU time and memory of `repeats` runs), and returns the figures.
    public static func run(executable: String, scale: Int = 1, repeats: Int = 3) -> [Result] {
        generators.map { generator in
            let sizes = [1, 2, 4, 8].map { $0 * generator.base * scale }
            let costs = sizes.map { size in
                (0..<repeats).compactMap { _ in child(executable, generator.name, size) }
                    .reduce(Cost(seconds: .infinity, kilobytes: .max)) { Cost(seconds: min($0.seconds, $1.seconds), kilobytes: min($0.kilobytes, $1.kilobytes)) }
            }
            return Result(name: generator.name, sizes: sizes, costs: costs)
        }
    }

    /// One size in a child process: its standard output is `SECONDS KILOBYTES`.
    private static func child(_ executable: String, _ name: String, _ size: Int) -> Cost? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--scaling-case", name, "\(size)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let parts = String(decoding: data, as: UTF8.self).split(separator: " ")
        guard process.terminationStatus == 0, parts.count == 2, let seconds = Double(parts[0]),
              let kilobytes = Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return Cost(seconds: seconds, kilobytes: kilobytes)
    }
}
