import FoundationEssentials
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableGoldens

/// `test` over task files (tasks spec TK12): each task is walked by each of its readers and its
/// whole transcript (every step's verdict, cost in swipes, stops heard and responses, then the
/// task's verdict) is kept as a golden, `NAME.task.speech.txt` (`NAME.task.talkback.speech.txt`
/// for TalkBack). Seconds are left out: they depend on the espeak-ng build, the verdicts do not.
/// A changed verdict changes the text, so it fails even when the words did not change.
enum TaskGoldens {
    /// The golden of a task file for a reader.
    static func golden(for task: String, reader: Reader) -> String {
        GoldenSuite.golden(for: task, kind: reader == .voiceOver ? "speech" : reader.rawValue + ".speech")
    }

    /// Checks every task file's transcripts.
    static func check(_ files: [String], mode: RecordMode) async -> [GoldenSuite.Result] {
        var results: [GoldenSuite.Result] = []
        for file in files {
            do {
                let document = try TaskDocument(contentsOfFile: file)
                for reader in document.readers {
                    try document.checkGestures(for: reader)
                    let run = try await TaskRun.walk(document, reader: reader, measuring: false, limits: nil)
                    let transcript = TaskText.lines([run], summary: false).joined(separator: "\n") + "\n"
                    results.append(GoldenSuite.compare(transcript, document: file, golden: golden(for: file, reader: reader), mode: mode))
                }
            } catch {
                results.append(GoldenSuite.Result(document: file, passed: false, report: ["FAIL \(error)"]))
            }
        }
        return results
    }
}
