import FoundationEssentials
import Glibc
import Speakable
import SpeakableReport

/// Where `report -o DIR` writes: `DIR/index.html` and `DIR/screens/NAME.html`. A file is only
/// ever replaced when an earlier report wrote it (it carries the report's generator mark);
/// DIR and its `screens` folder must be real folders, never links, so nothing is written
/// through one.
struct ReportFolder {
    /// The folder, without trailing slashes: `lstat("LINK/")` follows the link (the slash
    /// asks for what it names), so `-o LINK/`, as tab completion writes it, would be written
    /// through a link that `-o LINK` refuses.
    let path: String

    init(path: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.path = String(trimmed)
    }

    var screens: String { PathText.appending(to: path, "screens") }
    var index: String { PathText.appending(to: path, "index.html") }
    func page(_ name: String) -> String { PathText.appending(to: screens, name) }

    /// Creates the folders, refusing links and files in their place.
    func prepare() throws {
        for folder in [path, screens] {
            var info = stat()
            if lstat(folder, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { throw ReportFolderError("\(folder) exists and is not a folder (a link is not followed)") }
                continue
            }
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: folder == path) } catch {
                throw ReportFolderError("cannot create \(folder): \(SystemCallError.reason(of: error))")
            }
        }
    }

    /// Writes a page or the index: a new file, or one an earlier report wrote.
    func write(_ html: String, to file: String) throws {
        if let existing = FileManager.default.contents(atPath: file), !existing.prefix(1024).contains(Data("<meta name=\"generator\" content=\"speakable report\">".utf8)) {
            throw ReportFolderError("\(file) exists and was not written by speakable report; it is left as it is (choose another folder)")
        }
        do { try OutputFile(path: file).write(Data(html.utf8), replacing: true) } catch let refusal as OutputFile.Refusal {
            throw ReportFolderError("cannot write \(file): \(refusal.reason)")
        }
    }

    /// Page names: see ``ReportPageNames``.
    static func pageNames(_ documents: [String]) -> [String] { ReportPageNames.names(for: documents) }
}

struct ReportFolderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
