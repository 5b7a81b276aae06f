import Foundation
import Speakable

/// A screen document: the YAML (or JSON) file every `speakable` command reads.
///
/// It describes a screen, what is presented over it, an undo history, and a default command
/// script. Every mistake is one ``DocumentError`` that names the file, line, column and key;
/// HIG lint goes to ``warnings``.
///
/// ```swift
/// let document = try ScreenDocument(yaml: """
///     elements:
///       - button: Save
///     present:
///       - alert: {title: Delete File?, message: This cannot be undone., buttons: [Delete]}
///     """, path: "delete.yaml")
/// let lines = try SpeechGenerator(voice: .builtIn(document.locale)).render(document.screen).map(\.text)
/// ```
public struct ScreenDocument: Sendable {
    /// The largest document read: 8 MiB, about 180,000 elements, which `render` speaks in under
    /// a second here.
    public static let byteLimit = 8 << 20
    /// The most values (mapping entries and list items, aliases expanded) a document may hold.
    public static let valueLimit = 1_000_000

    /// The path the document was read from, as given.
    public var path: String
    /// The locale it is spoken in (`locale:`, default `en`).
    public var locale: SpeechLocale
    /// The screen, with its presentations applied in order.
    public var screen: Screen
    /// The default command script (`commands:`), if any.
    public var commands: [ScreenReaderCommand]?
    /// What the VoiceOver user hears (`verbosity:`, phrasing spec §14); VoiceOver's defaults
    /// when absent.
    public var verbosity: Verbosity
    /// HIG lint, in document order; for a capture, what was read past (unknown traits, say).
    public var warnings: [DocumentDiagnostic]
    /// What it was read from: a screen document or a capture (imports spec §1).
    /// The screen's size in points (documents v3 `size:`; a capture's root frame), when known.
    public var size: ScreenSize?
    public var format: CaptureFormat = .document
    /// How many secure fields' texts a capture held in clear (their texts are never kept
    /// anywhere they could be shown); 0 for a document.
    public var secureTextsInClear = 0
    /// An Android capture's pixels per dp, and whether it was inferred (talkback.md TB6); `nil`
    /// for anything else.
    public var androidDensity: AndroidDensity?
    /// The line (from 1) where the first of them starts in the capture, when the reader gave
    /// lines: the `secure-text-in-capture` finding points there. Never the text.
    public var secureTextInClearLine: Int?
    /// The column (from 1) of that element, with ``secureTextInClearLine``.
    public var secureTextInClearColumn: Int?
    /// The audit rules the document turns off for the whole screen (`audit: {disable: […]}`), a
    /// reasoned exception (audit spec §3).
    public var auditDisabled: [String] = []
    /// The line of each presentation's `present:` entry, when the document was read locating
    /// its elements (the audit points a presentation's findings at it).
    var presentationLines: [Presentation: Int] = [:]
    /// A capture's own description of each focus stop, in the order of the stops
    /// (AccessibilitySnapshot's; imports spec §5); empty for other formats. Each is read from
    /// the stop's own element, where the capture put it.
    public var capturedDescriptions: [CapturedDescription] {
        guard format == .accessibilitySnapshot else { return [] }
        return AccessibilityTree(screen: screen).focusStops.map {
            CapturedDescription(line: $0.element.sourceLine ?? 0, text: $0.element.capturedDescription)
        }
    }

    /// Reads a document, or a capture (told by content unless `format` says), from a file. A
    /// capture's command script comes from a file beside it with the extension `.commands`.
    ///
    /// ```swift
    /// let document = try ScreenDocument(contentsOfFile: "Examples/delete-file.yaml")
    /// ```
    /// - Throws: ``DocumentError``: `.unreadable` when the file cannot be read, `.invalid` when it
    ///   is not a valid document.
    public init(contentsOfFile path: String, format: CaptureFormat? = nil, reading: CaptureReading = CaptureReading()) throws {
        func unreadable(_ message: String) -> DocumentError {
            // No line: the trouble is the file itself, not a place in it.
            DocumentError(kind: .unreadable, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 0, column: 0, keyPath: "", message: message))
        }
        // A regular file that reads as a document needs no other look first.
        if format == nil || format == .document, let document = Self.streamed(fileAt: path, format: format) {
            self = document
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw unreadable("no such file") }
        guard !isDirectory.boolValue else { throw unreadable("is a directory, not a document") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw unreadable("cannot be opened for reading") }
        defer { try? handle.close() }
        try self.init(reading: handle, path: path, format: format, captureReading: reading)
        if self.format != .document, commands == nil { commands = try Self.sidecarCommands(for: path) }
    }

    /// Reads a document from an open file, such as standard input (`speakable render -`).
    ///
    /// ```swift
    /// let document = try ScreenDocument(reading: .standardInput, path: "<stdin>")
    /// ```
    /// - Throws: ``DocumentError``: `.invalid` for a document over the size limit or not valid.
    public init(reading handle: FileHandle, path: String, format: CaptureFormat? = nil, captureReading: CaptureReading = CaptureReading()) throws {
        // Read one byte past the limit, so that a huge file is refused without reading it all
        // (``init(data:path:format:reading:)`` refuses it).
        let data = (try? handle.read(upToCount: Self.byteLimit + 1)) ?? Data()
        try self.init(data: data, path: path, format: format, reading: captureReading)
    }

    /// Reads a document from bytes, which must be UTF-8.
    ///
    /// ```swift
    /// let document = try ScreenDocument(data: Data("elements: [button: OK]".utf8), path: "ok.yaml")
    /// ```
    public init(data: Data, path: String, format: CaptureFormat? = nil, reading: CaptureReading = CaptureReading()) throws {
        // Every reader, of documents and of captures, within the same size (issue 20).
        guard data.count <= Self.byteLimit else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 1, column: 1, keyPath: "",
                message: "the document is larger than \(Self.byteLimit >> 20) MiB"))
        }
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let (line, column) = Self.firstInvalidUTF8(in: bytes)
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: line, column: column, keyPath: "", message: "the document is not valid UTF-8"))
        }
        try self.init(bytes: bytes, text: text, path: path, format: format, locating: false, reading: reading)
    }

    /// Reads a capture with every element's line, for messages that name them (`render
    /// --compare`): the quick way through JSON captures gives none.
    package init(locatingCaptureAt path: String, format: CaptureFormat?, reading: CaptureReading = CaptureReading()) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try self.init(bytes: data, text: String(decoding: data, as: UTF8.self), path: path, format: format, locating: true, reading: reading)
    }

    private init(bytes: Data, text: String, path: String, format: CaptureFormat?, locating: Bool, reading: CaptureReading) throws {
        switch format ?? CaptureFormat.detect(in: Array(bytes.prefix(4096))) {
        case .appium: try self.init(capture: AppiumReader.read(Array(bytes), file: path), path: path, reading: reading)
        case .uiautomator:
            try self.init(capture: UIAutomatorReader.read(Array(bytes), file: path, densityDPI: reading.densityDPI), path: path, reading: reading)
        case .xcuitest: try self.init(capture: XCUITestDumpReader.read(text, file: path), path: path, reading: reading)
        default:
            let json = format == .document ? nil : format ?? JSONCaptureFastPath.sniff(bytes)
            // The quick reading gives no lines: not when lines are asked for.
            if !locating, !DocumentOrigins.recording, let json, let capture = JSONCaptureFastPath.read(bytes, format: json) {
                try self.init(capture: capture, path: path, reading: reading)
                return
            }
            if json == nil, let document = Self.streamed(text: text, path: path) {
                self = document
                return
            }
            do {
                try self.init(text: text, path: path, format: format, reading: reading)
            } catch let error as DocumentError where format == nil && bytes.count > 4096 {
                // Not a document: perhaps a capture whose start the first 4 KB did not show.
                let whole = CaptureFormat.detect(in: Array(bytes), everywhere: true)
                guard whole != .document else { throw error }
                try self.init(bytes: bytes, text: text, path: path, format: whole, locating: locating, reading: reading)
            }
        }
    }

    /// Reads a document from YAML (or JSON) text.
    ///
    /// ```swift
    /// let document = try ScreenDocument(yaml: "locale: ru\nelements: [button: Сохранить]", path: "ru.yaml")
    /// ```
    public init(yaml: String, path: String = "<document>") throws {
        if let document = Self.streamed(text: yaml, path: path) {
            self = document
            return
        }
        try self.init(text: yaml, path: path, format: .document)
    }

    /// Reads a document or a capture from text, in `format` (`nil`: told by content).
    init(text: String, path: String, format: CaptureFormat?, reading: CaptureReading = CaptureReading()) throws {
        let context = DecodingContext(file: path, valueLimit: Self.valueLimit)
        context.positions = SourcePositions(text)
        let root: YAMLNode?
        do {
            root = try YAMLComposer.singleRoot(text)
        } catch let error as YAMLSyntaxError {
            throw Self.syntaxError(error, file: path, positions: context.positions, yaml: text)
        }
        if let root, format == nil || format == .accessibilitySnapshot || format == .idb {
            if format == .accessibilitySnapshot || (format == nil && AccessibilitySnapshotReader.isCapture(root)) {
                try self.init(capture: AccessibilitySnapshotReader.read(root, file: path), path: path, reading: reading)
                return
            }
            if format == .idb || (format == nil && IDBReader.isCapture(root)) {
                try self.init(capture: IDBReader.read(root, file: path), path: path, reading: reading)
                return
            }
        }
        guard let root else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 1, column: 1, keyPath: "",
                message: "the document is empty; expected a mapping with keys such as elements and present"))
        }
        try self.init(root: root, context: context, path: path)
    }

    private init(root: YAMLNode, context: DecodingContext, path: String) throws {
        var scan = SecretScan(valueLimit: Self.valueLimit)
        guard scan.scan(root) else {
            throw DocumentNode(node: root, path: .root, context: context)
                .error("the document holds too many values (aliases included); the limit is \(Self.valueLimit)")
        }
        context.secrets = scan.secrets
        try self.init(root: root, context: context, path: path, streamed: nil)
    }

    /// Decodes a document whose secrets are known. `streamed` holds the elements already
    /// decoded as they were read, when the root's `elements:` was streamed.
    init(root: YAMLNode, context: DecodingContext, path: String, streamed: StreamedElements?) throws {
        let document = DocumentNode(node: root, path: .root, context: context)
        let fields = try document.fields(allowed: ["locale", "width", "size", "verbosity", "elements", "undo", "present", "commands", "audit"], of: "a screen document")
        self.path = path
        self.locale = try fields.optional("locale")?.choice(SpeechLocale.self) ?? .en
        var identifiers = streamed?.identifiers ?? [:]
        let width = try fields.optional("width")?.choice(WidthClass.self) ?? .compact
        let elements = try streamed.map(\.controls)
            ?? fields.optional("elements").map { try ControlDecoding.controls($0, identifiers: &identifiers) } ?? []
        var screen = Screen(width: width, elements: elements, undoHistory: try Self.undo(fields.optional("undo"), locale: locale))
        var lines: [Presentation: Int] = [:]
        for entry in try fields.optional("present")?.list() ?? [] {
            let presentation = try PresentationDecoding.presentation(entry, identifiers: &identifiers)
            do { try screen.present(presentation) } catch let error as PresentationError { throw entry.error("\(error)") }
            if DocumentOrigins.recording { lines[presentation] = entry.line }
        }
        self.screen = screen
        self.presentationLines = lines
        self.commands = try fields.optional("commands")?.list().map(Self.command)
        self.verbosity = try Self.verbosity(fields.optional("verbosity"))
        self.auditDisabled = try AuditExceptions.disabled(fields.optional("audit"))
        if let size = fields.optional("size") {
            let numbers = try ControlDecoding.points(size, count: 2, expected: "a size [width, height] of two numbers")
            guard numbers[0] > 0, numbers[1] > 0 else { throw size.error("a size's width and height must be above 0") }
            self.size = ScreenSize(width: numbers[0], height: numbers[1])
        }
        self.warnings = context.warnings
    }

    /// A document made of parts (a capture's, say).
    init(path: String, locale: SpeechLocale, screen: Screen, commands: [ScreenReaderCommand]?, verbosity: Verbosity,
         warnings: [DocumentDiagnostic]) {
        self.path = path
        self.locale = locale
        self.screen = screen
        self.commands = commands
        self.verbosity = verbosity
        self.warnings = warnings
    }

    // MARK: Parts

    /// `verbosity: {hints: true, actions: speak, containers: true}`, each key optional.
    private static func verbosity(_ node: DocumentNode?) throws -> Verbosity {
        guard let node else { return .default }
        let fields = try node.fields(allowed: ["hints", "actions", "containers"], of: "verbosity settings")
        return Verbosity(hints: try fields.optional("hints")?.bool() ?? true,
                         actions: try fields.optional("actions")?.choice(Verbosity.Actions.self) ?? .speak,
                         containers: try fields.optional("containers")?.bool() ?? true)
    }

    private static func undo(_ node: DocumentNode?, locale: SpeechLocale) throws -> UndoHistory? {
        guard let node else { return nil }
        let fields = try node.fields(allowed: ["levels", "undo", "redo"], of: "an undo history")
        func names(_ key: String) throws -> [(String, DocumentNode)] {
            try (fields.optional(key)?.list() ?? []).map { (try $0.string(expected: "an action name"), $0) }
        }
        let undo = try names("undo"), redo = try names("redo")
        let voice = try? Voice.builtIn(locale)
        for (name, at) in undo { HIGLint.undoName(name, buttonTitle: (voice?[.undoPrefix] ?? "") + name, node: at) }
        for (name, at) in redo { HIGLint.undoName(name, buttonTitle: (voice?[.redoPrefix] ?? "") + name, node: at) }
        do {
            return try UndoHistory(levelsOfUndo: try fields.optional("levels")?.integer(minimum: 0) ?? 0,
                                   undoActionNames: undo.map(\.0), redoActionNames: redo.map(\.0))
        } catch let error as UndoHistoryError {
            if case .tooManyActions(let stack, _, _) = error { throw (fields[stack] ?? node).error("\(error)") }
            throw node.error("\(error)")
        }
    }

    private static func command(_ node: DocumentNode) throws -> ScreenReaderCommand {
        let text = try node.string(expected: "a command such as next or \"type hello\"")
        do {
            return try ScreenReaderCommand(parsing: text)
        } catch let error as CommandParseError {
            throw node.error("\(error)")
        }
    }

    /// libyaml's problem and place, without the line it is on: that line could be a secure
    /// field's text.
    static func syntaxError(_ error: YAMLSyntaxError, file: String, positions: SourcePositions?, yaml: String) -> DocumentError {
        func filePosition(_ mark: YAMLMark) -> (line: Int, column: Int) {
            let libyaml = (line: mark.line, column: mark.column)
            return positions?.filePosition(ofLibyaml: libyaml) ?? libyaml
        }
        // JSON is read as YAML; its errors are called JSON's.
        let isJSON = yaml.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }.map { $0 == "[" || $0 == "{" } ?? false
        func make(_ problem: String, _ place: (line: Int, column: Int), _ context: YAMLSyntaxError.Context?,
                  prefix: String = isJSON ? "JSON syntax: " : "YAML syntax: ") -> DocumentError {
            let detail = context.map { " (\($0.text) at line \(filePosition($0.mark).line))" } ?? ""
            return DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: file, line: place.line, column: place.column, keyPath: "",
                message: prefix + problem + detail))
        }
        switch error {
        case .scanner(let context, let problem, let mark), .parser(let context, let problem, let mark),
             .composer(let context, let problem, let mark):
            return make(problem, filePosition(mark), context)
        case .duplicatedKeys(let duplicates, let mark):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return make("the mapping here gives \(keys) more than once; each key may appear once", filePosition(mark), nil, prefix: "")
        case .reader(let problem, let offset):
            // libyaml gives the place of the bad character (a control character, say).
            return make(problem, offset.map { SourcePositions.position(ofByteOffset: $0, in: yaml) } ?? (1, 1), nil)
        }
    }

    private static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        var line = 1, column = 1, index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
            guard length > 0, index + length <= data.endIndex,
                  String(validating: data[index..<index + length], as: UTF8.self) != nil else { return (line, column) }
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += length
        }
        return (line, column)
    }
}
