import Foundation
import Speakable

/// A task file, `NAME.task.yaml` (tasks spec §1), read: the task, and each screen's document
/// and screenshot. A file that does not read is one located ``DocumentError`` (file, line,
/// column, key, did-you-mean), as a screen document's is.
///
/// ```swift
/// let file = try TaskDocument(contentsOfFile: "Tests/Tasks/sign-in/sign-in.task.yaml")
/// file.task.screens.count   // 3
/// ```
public struct TaskDocument: Sendable {
    /// The task, its screens read.
    public var task: UserTask
    /// Each screen's document (for the report's pictures), in order.
    public var documents: [ScreenDocument]
    /// Each screen's file, as a path from the current folder (its `TaskScreen.name` is the
    /// path as the task file writes it, so output is the same from any folder).
    public var screenPaths: [String]
    /// Each screen's `screenshot:`, as a path from the current folder, when given.
    public var screenshots: [String?]
    /// Warnings of the screens' documents (HIG lint), to print.
    public var warnings: [DocumentDiagnostic]

    /// The file name every task file ends with.
    public static let suffix = ".task.yaml"

    static let taskKeys = ["task", "reader", "screens"]
    static let screenKeys = ["screen", "screenshot", "do"]

    /// Reads a task file and every screen it names (paths relative to the file).
    ///
    /// - Throws: ``DocumentError``: `.unreadable` when the task file or a screen's file is
    ///   missing; `.invalid` when either does not read.
    public init(contentsOfFile path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let handle = FileHandle(forReadingAtPath: path) else {
            throw DocumentError(kind: .unreadable, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 0, column: 0, keyPath: "", message: "no such task file"))
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: ScreenDocument.byteLimit + 1)) ?? Data()
        guard data.count <= ScreenDocument.byteLimit else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 1, column: 1, keyPath: "", message: "the task file is larger than \(ScreenDocument.byteLimit >> 20) MiB"))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 1, column: 1, keyPath: "", message: "the task file is not valid UTF-8"))
        }
        try self.init(yaml: text, path: path)
    }

    /// Reads a task file's text; screens are found relative to `path`'s folder.
    public init(yaml text: String, path: String) throws {
        let context = DecodingContext(file: path, valueLimit: 100_000)
        context.positions = SourcePositions(text)
        let root: YAMLNode?
        do {
            root = try YAMLComposer.singleRoot(text)
        } catch let error as YAMLSyntaxError {
            throw ScreenDocument.syntaxError(error, file: path, positions: context.positions, yaml: text)
        }
        guard let root else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 1, column: 1, keyPath: "",
                message: "the task file is empty; expected a mapping with keys: \(Self.taskKeys.joined(separator: ", "))"))
        }
        let node = DocumentNode(node: root, path: .root, context: context)
        let fields = try node.fields(allowed: Self.taskKeys, of: "a task file")
        let name = try fields.required("task").string(expected: "the task's name")
        let readers = try fields.optional("reader").map(Self.readers)
        let folder = (path as NSString).deletingLastPathComponent
        var screens: [TaskScreen] = [], documents: [ScreenDocument] = [], paths: [String] = [], shots: [String?] = []
        var warnings: [DocumentDiagnostic] = []
        let entries = try fields.required("screens").list()
        guard !entries.isEmpty else { throw try fields.required("screens").error("a task needs at least one screen") }
        for entry in entries {
            let screenFields = try entry.fields(allowed: Self.screenKeys, of: "a screen of a task")
            let screenNode = try screenFields.required("screen")
            let written = try screenNode.string(expected: "the path of a document or capture")
            let screenPath = Self.resolve(written, in: folder)
            let document = try Self.document(at: screenPath, from: screenNode)
            warnings += document.warnings
            let shot = try screenFields.optional("screenshot").map { Self.resolve(try $0.string(expected: "the path of a PNG or JPEG"), in: folder) }
            var actions: [TaskAction] = [], places: [SourcePlace?] = []
            for step in try screenFields.optional("do")?.list() ?? [] {
                actions.append(try TaskActionDecoding.action(step))
                places.append(SourcePlace(line: step.line, column: step.column))
            }
            screens.append(TaskScreen(name: written, screen: document.screen, actions: actions, actionPlaces: places,
                                      disabledRules: document.auditDisabled, locale: document.locale, verbosity: document.verbosity))
            documents.append(document)
            paths.append(screenPath)
            shots.append(shot)
        }
        task = UserTask(name: name, screens: screens, readers: readers, source: path)
        self.documents = documents
        screenPaths = paths
        screenshots = shots
        self.warnings = warnings
    }

    /// `reader: voiceover`, or a list of readers.
    private static func readers(_ node: DocumentNode) throws -> [TaskReader] {
        let names = node.node.sequence == nil ? [node] : try node.list()
        guard !names.isEmpty else { throw node.error("expected a reader, got an empty list; expected one of: \(TaskReader.names.joined(separator: ", "))") }
        return try names.map { name in
            do { return try TaskReader(named: try name.string(expected: "a reader: \(TaskReader.names.joined(separator: ", "))")) } catch let error as TaskReaderError {
                throw name.error(error.description)
            }
        }
    }

    private static func resolve(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// The screen's document; a missing file is an error at the task file's `screen:` line, a
    /// screen that does not read is its own file's located error.
    private static func document(at path: String, from node: DocumentNode) throws -> ScreenDocument {
        guard FileManager.default.fileExists(atPath: path) else {
            throw DocumentError(kind: .unreadable, diagnostic: node.diagnostic(.error, "no such screen file '\(path)'"))
        }
        return try ScreenDocument(locatingElementsOf: path)
    }
}
