import FoundationEssentials
import Speakable

// The one path from a file to a screen (issue 32): a ``DocumentSource`` (its bytes, read once)
// is told once what it is, and handed to the one reader of that format with one
// ``CaptureReading``. Every other initializer is a line over this one.
extension ScreenDocument {
    /// Reads a document or a capture from its source: the format told once by content (unless
    /// `reading.format` says), then its one reader.
    ///
    /// ```swift
    /// let document = try ScreenDocument(source: DocumentSource(bytes: Data("elements: [button: OK]".utf8), path: "ok.yaml"))
    /// ```
    /// - Throws: ``DocumentError`` `.invalid` for a source over the size limit, not UTF-8, or not
    ///   a valid document or capture.
    public init(source: DocumentSource, reading: CaptureReading = CaptureReading()) throws {
        let path = source.path
        // Every reader, of documents and of captures, within the same size (issue 20).
        guard source.bytes.count <= Self.byteLimit else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 1, column: 1, keyPath: "",
                message: "the document is larger than \(Self.byteLimit >> 20) MiB"))
        }
        var bytes = source.bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        try self.init(bytes: bytes, path: path, format: reading.format ?? Self.detectFormat(of: bytes), reading: reading)
    }

    /// The format of a source's bytes, told once: XML and element dumps by their start, JSON
    /// captures by their first keys (``JSONCaptureFastPath/sniff(_:)``), anything else a
    /// document. (A YAML text whose root turns out to be a capture's is handed to that capture's
    /// reader by the document reader, which has the root in hand.)
    static func detectFormat(of bytes: Data) -> CaptureFormat {
        DocumentSource.counts.detections.add(1, ordering: .relaxed)
        // The first 4 KB copied once, as bytes (a generic copy of `Data`'s prefix went byte by byte).
        let head = bytes.withUnsafeBytes { Array(UnsafeRawBufferPointer(rebasing: $0.prefix(4096))) }
        let format = CaptureFormat.detect(in: head)
        guard format == .document else { return format }
        return JSONCaptureFastPath.sniff(head) ?? .document
    }

    /// The reader of `format`. The source's lines are indexed once, when anything is first
    /// placed (``SourceLines``), whichever reader asks.
    private init(bytes: Data, path: String, format: CaptureFormat, reading: CaptureReading, lines: SourceLines? = nil) throws {
        let lines = lines ?? SourceLines(bytes)
        func text() throws -> String {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let (line, column) = lines.firstInvalidUTF8
                throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                    severity: .error, file: path, line: line, column: column, keyPath: "", message: "the document is not valid UTF-8"))
            }
            return text
        }
        switch format {
        case .appium:
            _ = try text()
            try self.init(capture: AppiumReader.read(Array(bytes), file: path), path: path, reading: reading)
        case .uiautomator:
            _ = try text()
            try self.init(capture: UIAutomatorReader.read(Array(bytes), file: path, densityDPI: reading.densityDPI), path: path, reading: reading)
        case .xcuitest:
            try self.init(capture: XCUITestDumpReader.read(text(), file: path), path: path, reading: reading)
        case .accessibilitySnapshot, .idb:
            // The quick reading gives no lines: not when lines are asked for.
            if !reading.locatesCaptures, String(validating: bytes, as: UTF8.self) != nil,
               let capture = JSONCaptureFastPath.read(bytes, format: format) {
                try self.init(capture: capture, path: path, reading: reading)
                return
            }
            // The careful reading tells the format from the parsed root, as it always has,
            // unless the caller named it.
            try self.init(text: text(), path: path, format: reading.format, reading: reading, lines: lines)
        case .document:
            // Markup that is no capture this reads is refused by what it is, not read as YAML:
            // YAML's error would quote the whole first line, a password attribute with it.
            if reading.format == nil, let start = lines.markupStart {
                let whole = bytes.count > 4096 ? CaptureFormat.detect(in: Array(bytes), everywhere: true) : .document
                guard whole == .document else {
                    try self.init(bytes: bytes, path: path, format: whole, reading: reading, lines: lines)
                    return
                }
                throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                    severity: .error, file: path, line: start.line, column: start.column, keyPath: "",
                    message: "XML that is no capture Speakable reads: its first element is not <hierarchy> (uiautomator, Appium UiAutomator2), <AppiumAUT> or <XCUIElementType…> (Appium iOS); a screen document is YAML or JSON"))
            }
            // Streamed first, as it is read; the careful reading places every error.
            if let document = Self.streamed(bytes: bytes, path: path, locating: reading.locatesDocuments, lines: lines) {
                self = document
                return
            }
            let text = try text()
            do {
                try self.init(text: text, path: path, format: reading.format, reading: reading, lines: lines)
            } catch let error as DocumentError where reading.format == nil && bytes.count > 4096 {
                // Not a document: perhaps a capture whose start the first 4 KB did not show (a
                // dump pasted after a long test log). Only a file that fails is looked through.
                let whole = CaptureFormat.detect(in: Array(bytes), everywhere: true)
                guard whole != .document else { throw error }
                try self.init(bytes: bytes, path: path, format: whole, reading: reading, lines: lines)
            }
        }
    }

    /// Reads a document or a capture from text whose root is parsed here (the careful reading):
    /// a root that is an AccessibilitySnapshot or idb capture's goes to its reader, unless
    /// `format` says otherwise.
    init(text: String, path: String, format: CaptureFormat?, reading: CaptureReading = CaptureReading(), lines: SourceLines? = nil) throws {
        let context = DecodingContext(file: path, valueLimit: Self.valueLimit, locating: reading.locatesDocuments)
        let lines = lines ?? SourceLines(text)
        context.lines = lines
        let root: YAMLNode?
        do {
            root = try YAMLComposer.singleRoot(text)
        } catch let error as YAMLSyntaxError {
            throw Self.syntaxError(error, file: path, lines: lines, yaml: text)
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
        var scan = SecretScan(valueLimit: Self.valueLimit)
        guard scan.scan(root) else {
            throw DocumentNode(node: root, path: .root, context: context)
                .error("the document holds too many values (aliases included); the limit is \(Self.valueLimit)")
        }
        context.secrets = scan.secrets
        try self.init(root: root, context: context, path: path, streamed: nil)
    }
}

// The conveniences: each a line over ``init(source:reading:)``.
extension ScreenDocument {
    /// Reads a document, or a capture (told by content unless `format` says), from a file. A
    /// capture's command script comes from a file beside it with the extension `.commands`.
    ///
    /// ```swift
    /// let document = try ScreenDocument(contentsOfFile: "Examples/delete-file.yaml")
    /// ```
    /// - Throws: ``DocumentError``: `.unreadable` when the file cannot be read, `.invalid` when it
    ///   is not a valid document.
    public init(contentsOfFile path: String, format: CaptureFormat? = nil, reading: CaptureReading = CaptureReading()) throws {
        var reading = reading
        if let format { reading.format = format }
        try self.init(source: DocumentSource(contentsOfFile: path), reading: reading)
        if self.format != .document, commands == nil { commands = try Self.sidecarCommands(for: path) }
    }

    /// Reads a document from bytes, which must be UTF-8.
    ///
    /// ```swift
    /// let document = try ScreenDocument(data: Data("elements: [button: OK]".utf8), path: "ok.yaml")
    /// ```
    public init(data: Data, path: String, format: CaptureFormat? = nil, reading: CaptureReading = CaptureReading()) throws {
        var reading = reading
        if let format { reading.format = format }
        try self.init(source: DocumentSource(bytes: data, path: path), reading: reading)
    }

    /// Reads a document from YAML (or JSON) text.
    ///
    /// ```swift
    /// let document = try ScreenDocument(yaml: "locale: ru\nelements: [button: Сохранить]", path: "ru.yaml")
    /// ```
    public init(yaml: String, path: String = "<document>") throws {
        try self.init(source: DocumentSource(bytes: Data(yaml.utf8), path: path), reading: CaptureReading(format: .document))
    }

    /// Reads a document or capture with every element's line and column kept on its control
    /// (`AccessibilityElement.sourceLine` and `sourceColumn`), for messages that point at the
    /// element, such as the audit's: `reading.locating` `.everything`.
    ///
    /// ```swift
    /// let document = try ScreenDocument(locatingElementsOf: "Examples/login.yaml")
    /// ```
    public init(locatingElementsOf path: String, format: CaptureFormat? = nil) throws {
        try self.init(contentsOfFile: path, reading: CaptureReading(format: format, locating: .everything))
    }

    /// Reads a document from text with every element's line and column kept (see
    /// ``init(locatingElementsOf:format:)``).
    ///
    /// ```swift
    /// let document = try ScreenDocument(locatingElementsIn: "elements: [button: Save]", path: "save.yaml")
    /// ```
    public init(locatingElementsIn yaml: String, path: String) throws {
        try self.init(source: DocumentSource(bytes: Data(yaml.utf8), path: path), reading: CaptureReading(format: .document, locating: .everything))
    }
}
