import FoundationEssentials
import Glibc
import Speakable

/// Where `speak DOC… --wav-dir DIR` writes each document's WAV.
enum WAVFolder {
    /// `name.yaml` → `DIR/name.wav`.
    static func wav(for document: String, in folder: String) -> String {
        let name = PathText.deletingExtension(PathText.lastComponent(document))
        return PathText.appending(to: folder, name + ".wav")
    }

    /// Documents that would write the same WAV: an error before anything is spoken.
    static func collisions(_ documents: [String], in folder: String) -> [String] {
        Dictionary(grouping: documents) { wav(for: $0, in: folder) }.filter { $0.value.count > 1 }
            .sorted { $0.key < $1.key }
            .map { "\($0.value.joined(separator: " and ")) would both be written to \($0.key); rename all but one" }
    }

    /// Removes what a killed writer left of `wav`: the temporary files ``OutputFile`` makes
    /// beside it (`.name.wav.XXXXXX`).
    static func removePartial(of wav: String) {
        let url = URL(fileURLWithPath: wav)
        let folder = url.deletingLastPathComponent().path
        let prefix = "." + url.lastPathComponent + "."
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where entry.hasPrefix(prefix) && entry.count == prefix.count + 6 {
            unlink(folder + "/" + entry)
        }
    }
}
