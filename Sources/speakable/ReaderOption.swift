import ArgumentParser
import Speakable
import SpeakableDocuments

/// `--reader`: which screen reader speaks the screen (talkback.md TB1). Unless given, an Android
/// capture is TalkBack's and everything else VoiceOver's; `both` (where a command allows it)
/// speaks the screen as each.
struct ReaderOption: ParsableArguments {
    /// A reader, or both of them.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case voiceover, talkback, both
    }

    @Option(help: ArgumentHelp("voiceover or talkback (render and report: or both). Default: talkback for an Android capture, voiceover for everything else.",
                               valueName: "reader"))
    var reader: Choice?

    /// The readers to speak `document` with, in order: VoiceOver first when both.
    func readers(for document: ScreenDocument) -> [Reader] {
        switch reader {
        case .voiceover?: [.voiceOver]
        case .talkback?: [.talkBack]
        case .both?: [.voiceOver, .talkBack]
        case nil: [document.format == .uiautomator ? .talkBack : .voiceOver]
        }
    }

    /// The one reader of a command that speaks as one reader only; `both` is a usage error.
    func reader(for document: ScreenDocument) throws -> Reader {
        let readers = readers(for: document)
        guard readers.count == 1 else { throw CommandFailure(.usage, "--reader both goes with render and report only: this command speaks as one reader").reported() }
        return readers[0]
    }
}
