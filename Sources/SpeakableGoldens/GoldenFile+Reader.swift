import Speakable

// Goldens per screen reader (talkback.md TB23): what a screen says under its own reader is kept
// in `NAME.speech.txt`, as before there were two readers; what another reader says is kept
// beside it, the reader's name before the kind: `NAME.talkback.speech.txt`. No golden moves
// when a second reader is checked, and the file's name says whose words it holds.
extension GoldenFile {
    /// A golden's file name: `STEM.KIND.txt` for the screen's own reader (`reader` `nil`),
    /// `STEM.READER.KIND.txt` for another.
    ///
    /// ```swift
    /// GoldenFile.fileName("login", reader: nil)                            // "login.speech.txt"
    /// GoldenFile.fileName("login", reader: .talkBack)                      // "login.talkback.speech.txt"
    /// GoldenFile.fileName("login", kind: "phonemes", reader: .voiceOver)   // "login.voiceover.phonemes.txt"
    /// ```
    ///
    /// - Parameters:
    ///   - stem: the name the golden starts with (a document's name without its extension, a
    ///     test's name and number).
    ///   - kind: what it holds: `speech` (a transcript) or `phonemes` (pronunciations).
    ///   - reader: the reader whose words it holds when that is not the screen's own; `nil` for
    ///     the screen's own reader.
    public static func fileName(_ stem: String, kind: String = "speech", reader: Reader?) -> String {
        // Appended in place to one string of the right size: the name is made for every
        // document of a suite.
        var name = stem
        name.reserveCapacity(stem.utf8.count + (reader.map { $0.rawValue.utf8.count + 1 } ?? 0) + kind.utf8.count + 5)
        if let reader {
            name += "."
            name += reader.rawValue
        }
        name += "."
        name += kind
        name += ".txt"
        return name
    }

    /// What every golden of a document starts with: its path without its extension
    /// (`Examples/login.yaml` → `Examples/login`).
    ///
    /// ```swift
    /// GoldenFile.stem(ofDocument: "Examples/login.yaml")   // "Examples/login"
    /// GoldenFile.stem(ofDocument: "Examples/.yaml")        // "Examples/.yaml": a name that starts with its only dot has no extension
    /// ```
    public static func stem(ofDocument document: String) -> String {
        // The last dot of the file's name, unless it starts the name (`.yaml` has no extension),
        // as `NSString.deletingPathExtension` finds it, without bridging for every document.
        let utf8 = document.utf8
        let name = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return utf8[name...].lastIndex(of: UInt8(ascii: ".")).flatMap { $0 > name ? String(document[..<$0]) : nil } ?? document
    }

    /// The path of a document's (or a capture's) golden beside it, for a reader: `login.yaml` →
    /// `login.speech.txt` under the document's default reader, `login.talkback.speech.txt`
    /// under TalkBack when that is not its default.
    ///
    /// ```swift
    /// GoldenFile.path(besideDocument: "Examples/login.yaml", reader: .talkBack)
    /// // "Examples/login.talkback.speech.txt"
    /// GoldenFile.path(besideDocument: "Screens/usb.xml", reader: .talkBack, defaultReader: .talkBack)
    /// // "Screens/usb.speech.txt": an Android capture's own reader is TalkBack
    /// ```
    ///
    /// - Parameters:
    ///   - document: the document's path; the golden goes in its folder.
    ///   - kind: `speech` or `phonemes`.
    ///   - reader: the reader the document is checked under.
    ///   - defaultReader: the reader the document is spoken by when none is asked for (its
    ///     `reader:`, else TalkBack for an Android capture, else VoiceOver).
    public static func path(besideDocument document: String, kind: String = "speech", reader: Reader,
                            defaultReader: Reader = .voiceOver) -> String {
        fileName(stem(ofDocument: document), kind: kind, reader: reader == defaultReader ? nil : reader)
    }

    /// A document's golden for a reader, kept within the document's folder (see ``root``).
    ///
    /// ```swift
    /// let golden = GoldenFile(besideDocument: "Examples/login.yaml", reader: .talkBack)
    /// golden.path   // "Examples/login.talkback.speech.txt"
    /// ```
    ///
    /// - Parameters:
    ///   - document: the document's path.
    ///   - kind: `speech` or `phonemes`.
    ///   - reader: the reader the document is checked under.
    ///   - defaultReader: the document's own reader (see ``path(besideDocument:kind:reader:defaultReader:)``).
    public init(besideDocument document: String, kind: String = "speech", reader: Reader, defaultReader: Reader = .voiceOver) {
        let folder = document.lastIndex(of: "/").map { $0 == document.startIndex ? "/" : String(document[..<$0]) } ?? "."
        self.init(path: Self.path(besideDocument: document, kind: kind, reader: reader, defaultReader: defaultReader), root: folder)
    }
}
