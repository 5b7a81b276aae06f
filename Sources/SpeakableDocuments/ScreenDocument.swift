import FoundationEssentials
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
public struct ScreenDocument: Sendable, AuditSubject {
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
    /// The screen reader the document says it is spoken by (`reader:`, talkback.md TB1); `nil`
    /// when it says none. `--reader` wins over it; see ``defaultReader``.
    public var reader: Reader?
    /// The readers `speakable test` checks the document under, each against its own golden
    /// (`readers:`, talkback.md TB23); `nil` when it lists none. See ``readersChecked``.
    public var readers: [Reader]?
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
    /// Pixels per dp for an Android capture, whose frames are pixels (the audit judges hit areas
    /// in dp, TB22); 1 for frames in points.
    public var framePixelsPerPoint: Double { androidDensity?.pixelsPerDP ?? 1 }
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
    public internal(set) var presentationLines: [Presentation: Int] = [:]
    /// A capture's own description of each focus stop, in the order of the stops
    /// (AccessibilitySnapshot's; imports spec §5); empty for other formats. Each is read from
    /// the stop's own element, where the capture put it.
    public var capturedDescriptions: [CapturedDescription] {
        guard format == .accessibilitySnapshot else { return [] }
        return AccessibilityTree(screen: screen).focusStops.map {
            CapturedDescription(line: $0.element.sourceLine ?? 0, text: $0.element.capturedDescription)
        }
    }

    /// Decodes a document whose secrets are known. `streamed` holds the elements already
    /// decoded as they were read, when the root's `elements:` was streamed.
    init(root: YAMLNode, context: DecodingContext, path: String, streamed: StreamedElements?) throws {
        let document = DocumentNode(node: root, path: .root, context: context)
        let fields = try document.fields(allowed: ["locale", "width", "size", "verbosity", "reader", "readers", "elements", "undo", "present", "commands", "audit"],
                                         of: "a screen document")
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
            if context.locating { lines[presentation] = entry.line }
        }
        self.screen = screen
        self.presentationLines = lines
        self.commands = try fields.optional("commands")?.list().map(Self.command)
        self.verbosity = try Self.verbosity(fields.optional("verbosity"))
        let readers = try DocumentReaders(fields)
        self.reader = readers.reader
        self.readers = readers.readers
        self.auditDisabled = try AuditExceptions.disabled(fields.optional("audit"))
        if let size = fields.optional("size") {
            let numbers = try ControlDecoding.points(size, count: 2, expected: "a size [width, height] of two numbers")
            guard numbers[0] > 0, numbers[1] > 0 else { throw size.error("a size's width and height must be above 0") }
            self.size = ScreenSize(width: numbers[0], height: numbers[1])
        }
        self.warnings = context.warnings
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
    static func syntaxError(_ error: YAMLSyntaxError, file: String, lines: SourceLines, yaml: String) -> DocumentError {
        func filePosition(_ mark: YAMLMark) -> (line: Int, column: Int) {
            lines.filePosition(ofLibyaml: (line: mark.line, column: mark.column))
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
            return make(problem, offset.map(lines.position(ofByteOffset:)) ?? (1, 1), nil)
        }
    }
}
