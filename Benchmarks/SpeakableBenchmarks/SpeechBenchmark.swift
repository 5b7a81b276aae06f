import CEspeakBaseline
import Foundation
import Speakable
import SpeakableDocuments
import SpeakableSpeech

/// Speech: the same 200 VoiceOver-style utterances (a) through a plain C loop over
/// libespeak-ng, (b) through the Synthesizer, both in memory and writing WAV, and (c) by
/// spawning `espeak-ng` once per utterance; plus the latency of the first streamed chunk.
func speechBenchmark(rounds: Int) async throws {
    let lines = try benchmarkUtterances()
    let voice = try SpeechVoice("en-us")
    let synthesizer = Synthesizer.shared
    let sampleRate = try await synthesizer.sampleRate()
    guard speakable_baseline_attach("en-us") == Int32(sampleRate) else { throw SpeechError.engineUnavailable("baseline") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speakable-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cLines = lines.map { strdup($0) }
    defer { cLines.forEach { free($0) } }

    func cLoop(wav: String?) -> Double {
        seconds { _ = cLines.map { UnsafePointer($0) }.withUnsafeBufferPointer { speakable_baseline_synthesize($0.baseAddress, lines.count, wav) } }
    }
    func swiftLoop(wav: URL?) async throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        var samples: [Int16] = []
        for line in lines { samples += try await synthesizer.render(SpeechUtterance(string: line, voice: voice)).samples }
        if let wav { try WAVFile.write(samples: samples, sampleRate: sampleRate, to: wav) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    var a: [Double] = [], aWAV: [Double] = [], b: [Double] = [], bWAV: [Double] = [], c: [Double] = [], firstChunk: [Double] = []
    _ = cLoop(wav: nil)
    _ = try await swiftLoop(wav: nil)
    for round in 0..<rounds {
        // The C loop calls libespeak-ng from this thread: first let the synthesizer's thread
        // finish anything still running (a stream broken out of ends its render a moment later).
        _ = try await synthesizer.engineVersion()
        // Alternate the order, so that neither side always runs on a warmer cache.
        if round % 2 == 0 {
            a.append(cLoop(wav: nil)); b.append(try await swiftLoop(wav: nil))
        } else {
            b.append(try await swiftLoop(wav: nil)); a.append(cLoop(wav: nil))
        }
        _ = try await synthesizer.engineVersion()
        aWAV.append(cLoop(wav: folder.appendingPathComponent("c.wav").path))
        bWAV.append(try await swiftLoop(wav: folder.appendingPathComponent("swift.wav")))
        for line in lines.prefix(50) {
            let start = DispatchTime.now().uptimeNanoseconds
            for try await _ in synthesizer.stream(SpeechUtterance(string: line, voice: voice)) {
                firstChunk.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                break
            }
        }
    }
    for _ in 0..<min(rounds, 3) {
        c.append(try seconds {
            for (index, line) in lines.enumerated() {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
                process.arguments = ["-v", "en-us", "-w", folder.appendingPathComponent("\(index).wav").path, line]
                try process.run()
                process.waitUntilExit()
            }
        })
    }
    let ma = median(a), mb = median(b), maw = median(aWAV), mbw = median(bWAV), mc = median(c)
    print("utterances: \(lines.count), rounds: \(rounds) (medians; spawning: \(c.count) rounds)")
    print("(a)  C loop, in memory:              \(milliseconds(ma))")
    print("(b)  Synthesizer, in memory:         \(milliseconds(mb))  \(String(format: "%.3f", mb / ma))× (a)")
    print("(a') C loop, one WAV file:           \(milliseconds(maw))")
    print("(b') Synthesizer, one WAV file:      \(milliseconds(mbw))  \(String(format: "%.3f", mbw / ma))× (a), \(String(format: "%.3f", mbw / maw))× (a')")
    print("(c)  espeak-ng spawned per utterance:\(milliseconds(mc))  \(String(format: "%.2f", mc / mb))× (b)")
    print("first streamed chunk: median \(String(format: "%.3f", median(firstChunk) * 1000)) ms over \(firstChunk.count) requests")
}

/// The 200 utterances: what `render` says for a screen of 200 varied elements.
func benchmarkUtterances() throws -> [String] {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("speech-200.yaml").path
    let document = try ScreenDocument(contentsOfFile: path)
    return SpeechGenerator(voice: try .builtIn(document.locale)).render(document.screen).map(\.text)
}
