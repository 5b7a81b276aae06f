import FoundationEssentials
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

    static let taskKeys = ["task", "reader", "readers", "screens"]
    static let screenKeys = ["screen", "screenshot", "do"]

    /// Reads a task file and every screen it names (paths relative to the file).
    ///
    /// - Throws: ``DocumentError``: `.unreadable` when the task file or a screen's file is
    ///   missing; `.invalid` when either does not read.
    public init(contentsOfFile path: String) throws {
        guard [.regular, .other].contains(FileKind(ofPath: path)), let data = FileBytes.read(path: path, upTo: ScreenDocument.byteLimit + 1) else {
            throw DocumentError(kind: .unreadable, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 0, column: 0, keyPath: "", message: "no such task file"))
        }
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
        context.lines = SourceLines(text)
        let root: YAMLNode?
        do {
            root = try YAMLComposer.singleRoot(text)
        } catch let error as YAMLSyntaxError {
            throw ScreenDocument.syntaxError(error, file: path, lines: context.lines!, yaml: text)
        }
        guard let root else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 1, column: 1, keyPath: "",
                message: "the task file is empty; expected a mapping with keys: \(Self.taskKeys.joined(separator: ", "))"))
        }
        let node = DocumentNode(node: root, path: .root, context: context)
        let fields = try node.fields(allowed: Self.taskKeys, of: "a task file")
        let name = try fields.required("task").string(expected: "the task's name")
        if let both = fields.optional("readers"), fields.optional("reader") != nil {
            throw both.error("give 'reader' or 'readers', not both")
        }
        let readers = try (fields.optional("reader") ?? fields.optional("readers")).map(Self.readers)
        let folder = PathText.deletingLastComponent(path)
        var screens: [TaskScreen] = [], documents: [ScreenDocument] = [], paths: [String] = [], shots: [String?] = []
        var warnings: [DocumentDiagnostic] = []
        let entries = try fields.required("screens").list()
        guard !entries.isEmpty else { throw try fields.required("screens").error("a task needs at least one screen") }
        // Room for every screen at once: a screen and its document are large values, and each
        // growth of their lists copied every one so far (issue 34: a task of 20 screens).
        screens.reserveCapacity(entries.count)
        documents.reserveCapacity(entries.count)
        paths.reserveCapacity(entries.count)
        shots.reserveCapacity(entries.count)
        for entry in entries {
            let screenFields = try entry.fields(allowed: Self.screenKeys, of: "a screen of a task")
            let screenNode = try screenFields.required("screen")
            let written = try screenNode.string(expected: "the path of a document or capture")
            let screenPath = Self.resolve(written, in: folder)
            let document = try Self.document(at: screenPath, from: screenNode)
            warnings += document.warnings
            let shot = try screenFields.optional("screenshot").map { Self.resolve(try $0.string(expected: "the path of a PNG or JPEG"), in: folder) }
            var actions: [TaskAction] = [], places: [SourcePlace?] = []
            let steps = try screenFields.optional("do")?.list() ?? []
            actions.reserveCapacity(steps.count)
            places.reserveCapacity(steps.count)
            for step in steps {
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

    /// `reader: talkback`, `reader: both`, or a list (`readers: [voiceover, talkback]`): each
    /// name checked by ``Reader/init(named:)``, with its did-you-mean.
    private static func readers(_ node: DocumentNode) throws -> [Reader] {
        let expected = "expected one of: \((Reader.names + ["both"]).joined(separator: ", "))"
        let names = node.node.sequence == nil ? [node] : try node.list()
        guard !names.isEmpty else { throw node.error("expected a reader, got an empty list; \(expected)") }
        var readers: [Reader] = []
        for name in names {
            let written = try name.string(expected: "a reader: \((Reader.names + ["both"]).joined(separator: ", "))")
            let named: [Reader]
            if written.lowercased() == "both" {
                named = Reader.allCases
            } else {
                do { named = [try Reader(named: written)] } catch {
                    throw name.error("unknown reader '\(written)'\(Suggestion.hint(for: written.lowercased(), in: Reader.names + ["both"])); \(expected)")
                }
            }
            for reader in named where !readers.contains(reader) { readers.append(reader) }
        }
        return readers
    }

    /// Who walks the task when the command line does not say: the file's `reader:`, else the
    /// screens' own reader (talkback.md TB1): TalkBack when every screen is an Android capture,
    /// VoiceOver otherwise.
    ///
    /// ```swift
    /// try TaskDocument(contentsOfFile: "settings.task.yaml").readers   // [.talkBack] over uiautomator dumps
    /// ```
    public var readers: [Reader] {
        task.readers ?? [documents.allSatisfy { $0.format == .uiautomator } ? .talkBack : .voiceOver]
    }

    /// Checks that `reader` has every gesture the file's `gestures:` actions make (talkback.md
    /// TB20): TalkBack has no shake, and its reading controls no containers.
    ///
    /// ```swift
    /// try TaskDocument(contentsOfFile: "sign-in.task.yaml").checkGestures(for: .talkBack)
    /// // sign-in.task.yaml:12:9: error: screens[1].do[0].gestures: TalkBack has no 'shake' gesture; …
    /// ```
    /// - Throws: ``DocumentError`` (`.invalid`) at the action's line, naming the reader.
    public func checkGestures(for reader: Reader) throws {
        let rules = reader.rules
        for (screenIndex, screen) in task.screens.enumerated() {
            for (actionIndex, action) in screen.actions.enumerated() {
                guard case .gestures(let commands) = action, let missing = commands.first(where: { !rules.has($0) }) else { continue }
                let place = screen.actionPlaces.indices.contains(actionIndex) ? screen.actionPlaces[actionIndex] : nil
                let isReadingControl = rules.gestures.contains(missing.name)
                let offered = isReadingControl
                    ? "its reading controls: " + RotorItem.names.filter { (try? RotorItem(parsing: $0)).map(rules.offers) ?? false }.joined(separator: ", ")
                    : "its gestures: " + ScreenReaderCommand.Name.allCases.filter(rules.gestures.contains).map(\.rawValue).joined(separator: ", ")
                throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                    severity: .error, file: task.source ?? "", line: place?.line ?? 0, column: place?.column ?? 0,
                    keyPath: "screens[\(screenIndex)].do[\(actionIndex)].gestures",
                    message: "\(reader.displayName) has no '\(missing)' \(isReadingControl ? "reading control" : "gesture"); \(offered)"))
            }
        }
    }

    private static func resolve(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty ? path : PathText.appending(to: folder, path)
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
