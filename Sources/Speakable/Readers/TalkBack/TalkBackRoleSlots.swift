/// F§3.6's slots of a node as its role picks them: its state, its name (and what follows the
/// name: a password's count, a text's value) and its type word, empty ones left out.
///
/// They follow from the node alone, so the tree works out a stop's once, with its node
/// (``TalkBackStopNote``): phrasing then only joins them, dropping a slot that repeats another
/// in the voice's words (`dedupJoin`), instead of reading each out of the node for every stop.
/// A class, so that phrasing reads each slot where it lies: a copy of all four for every stop
/// cost more than picking them.
final class TalkBackRoleSlots: Sendable {
    let state: TalkBackPart.Content?
    let name: TalkBackPart.Content?
    let nameMore: TalkBackPart.Content?
    /// The role description, else the role's type word (said when element types are).
    let typeWord: VoiceKey?
    /// Whether the node, with no children, is `Unlabelled` (F§1.4): asked for every stop.
    let isUnlabelledLeaf: Bool
    /// The state, name and what follows the name as the parts phrasing appends (`state`,
    /// `label`, `label`): made once here, so that a stop's segment is a copy of its part, not a
    /// part made anew from the content (and a content that needs a box boxed) for every stop.
    let statePart: TalkBackPart?
    let namePart: TalkBackPart?
    let nameMorePart: TalkBackPart?

    init(_ node: TalkBackNode) {
        var state: TalkBackPart.Content?
        var name: TalkBackPart.Content?
        var nameMore: TalkBackPart.Content?
        switch node.role {
        case .switchButton, .toggleButton:
            name = node.contentDescription ?? (node.stateDescription != nil ? node.text : nil)
            state = node.stateDescription ?? node.text ?? .word(node.isChecked ? .talkBackOn : .talkBackOff)
        case .editText where node.isPassword:
            // F§8, TB8: the content description, else `password`; then the count of characters
            // (never the characters), or the hint shown as text when the field is empty.
            name = node.contentDescription ?? .word(.talkBackPassword)
            if node.passwordCharacterCount > 0 { nameMore = .count(.characters, node.passwordCharacterCount) }
            else if node.isShowingHint, let shown = node.text { nameMore = shown }
            state = node.stateDescription
        case .editText:
            name = node.text ?? node.contentDescription
            state = node.stateDescription ?? (node.isEditing ? .word(.talkBackEditing) : nil)
        case .image, .imageButton:
            name = node.contentDescription ?? node.text
            state = node.stateDescription ?? (name == nil ? .word(.talkBackUnlabelled) : nil)
        case .seekBar, .progressBar:
            name = node.contentDescription ?? node.text
            state = node.hasKnownRange ? node.stateDescription : nil
        default:
            name = node.contentDescription ?? node.text
            nameMore = node.valueAfterName
            state = node.stateDescription
        }
        if name?.isEmpty ?? false { name = nil }
        if state?.isEmpty ?? false { state = nil }
        self.state = state
        self.name = name
        self.nameMore = nameMore
        typeWord = node.roleDescription ?? node.role.typeWord
        isUnlabelledLeaf = node.isUnlabelled(hasChildren: false)
        statePart = state.map { TalkBackPart(kind: .state, $0) }
        namePart = name.map { TalkBackPart(kind: .label, $0) }
        nameMorePart = nameMore.map { TalkBackPart(kind: .label, $0) }
    }
}
