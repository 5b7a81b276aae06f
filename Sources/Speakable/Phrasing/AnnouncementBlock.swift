/// A block of an announcement recipe: what a presentation says when it appears (A3, P2).
///
/// ```swift
/// SpeechGenerator.recipe(for: .actionSheet(ActionSheet(title: "Share")))   // [.title, .message]
/// ```
public enum AnnouncementBlock: Hashable, Sendable {
    /// A role word of the voice (`Alert`).
    case roleWord(VoiceKey)
    /// The title, its own sentence.
    case title
    /// The message, its own sentence.
    case message

    func append(_ presentation: Presentation, to segments: inout [Segment]) {
        switch self {
        case .roleWord(let key):
            segments.append(.role(key))
        case .title:
            let text = SpokenText.clean(presentation.header.title ?? "")
            if !text.isEmpty { segments.append(.title(text)) }
        case .message:
            let text = SpokenText.clean(presentation.header.message ?? "")
            if !text.isEmpty { segments.append(.message(text)) }
        }
    }
}
