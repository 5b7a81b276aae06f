import Speakable

extension CaptureFormat {
    /// The screen reader of the platform a file of this format comes from: TalkBack for an
    /// Android capture, VoiceOver for a document and the iOS captures (talkback.md TB1).
    ///
    /// ```swift
    /// CaptureFormat.uiautomator.platformReader   // .talkBack
    /// CaptureFormat.document.platformReader      // .voiceOver
    /// ```
    public var platformReader: Reader { self == .uiautomator ? .talkBack : .voiceOver }
}

extension ScreenDocument {
    /// The reader that speaks the document when the command line names none (talkback.md TB1):
    /// its `reader:`, else its format's `platformReader` (TalkBack for an Android capture,
    /// VoiceOver for everything else). Its golden is `NAME.speech.txt`; another reader's is
    /// `NAME.READER.speech.txt` beside it (TB23).
    ///
    /// ```swift
    /// try ScreenDocument(yaml: "reader: talkback\nelements: [button: Save]").defaultReader   // .talkBack
    /// try ScreenDocument(yaml: "elements: [button: Save]").defaultReader                     // .voiceOver
    /// ```
    public var defaultReader: Reader { reader ?? format.platformReader }

    /// The readers `speakable test` checks the document under when the command line names
    /// none: its `readers:` in the order written, else its `defaultReader` alone (TB23).
    ///
    /// ```swift
    /// try ScreenDocument(yaml: "readers: [voiceover, talkback]").readersChecked   // [.voiceOver, .talkBack]
    /// ```
    public var readersChecked: [Reader] { readers ?? [defaultReader] }
}
