import ArgumentParser
import Speakable
import SpeakableDocuments

/// `--reader`: which screen reader speaks the screen (talkback.md TB1). Unless given, the
/// document's `reader:` says, else an Android capture is TalkBack's and everything else
/// VoiceOver's; `both` (where a command allows it) speaks the screen as each.
struct ReaderOption: ParsableArguments {
    /// A reader, or both of them.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case voiceover, talkback, both
    }

    @Option(help: ArgumentHelp("voiceover or talkback (render, report and test also take both). Default: the document's reader:, else talkback for an Android capture, else voiceover.",
                               valueName: "reader"))
    var reader: Choice?

    /// The readers the command line names, VoiceOver first when both; `nil` when it names none.
    var chosen: [Reader]? {
        switch reader {
        case .voiceover?: [.voiceOver]
        case .talkback?: [.talkBack]
        case .both?: [.voiceOver, .talkBack]
        case nil: nil
        }
    }

    /// The readers to speak `document` with, in order: the flag's, else the document's own
    /// (its `reader:`, else its format's: TB1).
    func readers(for document: ScreenDocument) -> [Reader] { chosen ?? [document.defaultReader] }

    /// The one reader of a command that speaks as one reader only; `both` is a usage error.
    func reader(for document: ScreenDocument) throws -> Reader {
        let readers = readers(for: document)
        guard readers.count == 1 else { throw CommandFailure(.usage, "--reader both goes with render, report and test only: this command speaks as one reader").reported() }
        return readers[0]
    }
}
