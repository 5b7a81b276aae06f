/// TalkBack's description of a focused node (F§3, talkback.md TB12): the parts it says before
/// the usage hint, as parts (``TalkBackPart``) joined later with `, ` in every locale.
///
/// In the default order, **state, name, type**: `selected` first, then the node's status
/// (`collapsed`, `not checked`) and its state, name and type with repeated slots dropped
/// (`dedupJoin`), the texts of its children that are not stops, its error, hint text and
/// tooltip, and `disabled` last. Then its position or `Heading`, and entering or leaving a list.
///
/// The composer appends to a sink (``TalkBackPartSink``): the utterance's segment array, or the
/// line being written when a stop's text is asked; it looks a word up only to compare two
/// slots, so phrasing stays cheap.
struct TalkBackDescription {
    let voice: Voice
    let verbosity: TalkBackVerbosity

    /// Appends the description of a focused node: F§3.1 parts A, B and C.
    /// `slots` are the node's (``TalkBackRoleSlots``) when the tree worked them out with it;
    /// `place` is the stop's in its collection (the utterance's position), and
    /// `leavesCollection` whether it is the first stop after one (``CollectionContext``).
    func append<Sink: TalkBackPartSink>(_ node: TalkBackNode, slots: TalkBackRoleSlots?, children: [AccessibilityElement],
                                        place: SeriesPosition?, leavesCollection: Bool, to sink: inout Sink) {
        // A: an actionable leaf with nothing to say is `Unlabelled` (F§1.4); known with the
        // slots when the tree worked them out.
        let isUnlabelled = if let slots { children.isEmpty && slots.isUnlabelledLeaf } else { node.isUnlabelled(hasChildren: !children.isEmpty) }
        if isUnlabelled {
            sink.append(TalkBackPart(kind: .state, .word(.talkBackUnlabelled)))
        } else {
            if node.isSelected { sink.append(TalkBackPart(kind: .state, .word(.talkBackSelected))) }
            appendTreeDescription(of: node, slots: slots, children: children, isFocused: true, to: &sink)
            // `disabled` is last, and never said of a heading (F§3.2).
            if !node.isEnabled, !node.isHeading { sink.append(TalkBackPart(kind: .state, .word(.talkBackDisabled))) }
        }
        // B: the item's position, or else `Heading` (F§3.1, F§6.3).
        let place = verbosity.speaksContainerInfo ? place : nil
        if let place {
            if node.isHeading, verbosity.speaksElementType {
                sink.append(TalkBackPart(kind: .trait, .word(.talkBackHeading)))
            }
            sink.append(TalkBackPart(kind: .context, .template(.talkBackListIndex, .number(place.index), .number(place.count))))
        } else if node.isHeading, verbosity.speaksElementType {
            sink.append(TalkBackPart(kind: .trait, .word(.talkBackHeading)))
        }
        // C: entering a list says it and its count; the first stop after one says `Out of list` (F§6.2).
        // The first stop is where focus enters (``CollectionPlace/isEntry``).
        if let place, place.index == 1 {
            sink.append(TalkBackPart(kind: .context, .word(.talkBackInList)))
            sink.append(TalkBackPart(kind: .context, .count(.items, place.count)))
        } else if verbosity.speaksContainerInfo, leavesCollection {
            sink.append(TalkBackPart(kind: .context, .word(.talkBackOutOfList)))
        }
    }

    /// F§3.4: status with the node and its children, then error, hint text and tooltip.
    /// Inlined into the description of the focused node (a child's is a call): a call per stop
    /// cost a large frame's entry and exit.
    @inline(__always)
    private func appendTreeDescription<Sink: TalkBackPartSink>(of node: TalkBackNode, slots: TalkBackRoleSlots? = nil,
                                                               children: [AccessibilityElement], isFocused: Bool, to sink: inout Sink) {
        // Status, prepended in the default order.
        if node.canExpand { sink.append(TalkBackPart(kind: .state, .word(.talkBackCollapsed))) }
        else if node.canCollapse { sink.append(TalkBackPart(kind: .state, .word(.talkBackExpanded))) }
        if node.isCheckable, node.stateDescription == nil, !node.role.isSwitch, node.role != .checkedTextView || node.isChecked {
            sink.append(TalkBackPart(kind: .state, .word(node.isChecked ? .talkBackChecked : .talkBackNotChecked)))
        }
        appendRoleDescription(of: node, slots: slots ?? TalkBackRoleSlots(node), hasChildren: !children.isEmpty, isFocused: isFocused,
                              to: &sink)
        // F§3.5: the children that are not stops speak in the node, unless it has a content
        // description (lists, grids and pagers always).
        if !children.isEmpty, node.role != .webView, node.role.isCollection || (node.contentDescription?.isEmpty ?? true) {
            for child in children {
                guard let android = child.android else { continue }
                let childNode = TalkBackNode(android: android)
                guard childNode.isDisplayed, !TalkBackNodeFocus.isAccessibilityFocusable(childNode, element: child, parent: node) else { continue }
                appendChildDescription(of: childNode, children: child.children, to: &sink)
            }
        }
        if node.isContentInvalid, !node.error.isEmpty {
            sink.append(TalkBackPart(kind: .message, .template(.talkBackError, .text(node.error))))
        }
        if !node.hintText.isEmpty, !(node.role == .editText && node.isShowingHint) {
            sink.append(TalkBackPart(kind: .message, .text(node.hintText)))
        }
        if !node.tooltip.isEmpty, !sameText(.text(node.tooltip), node.contentDescription ?? node.text) {
            sink.append(TalkBackPart(kind: .message, .text(node.tooltip)))
        }
    }

    /// A child's description, a call of its own: the tree description calls itself only
    /// through here, so that it can be inlined where the focused node is described.
    @inline(never)
    private func appendChildDescription<Sink: TalkBackPartSink>(of node: TalkBackNode, children: [AccessibilityElement],
                                                                to sink: inout Sink) {
        appendTreeDescription(of: node, children: children, isFocused: false, to: &sink)
    }

    /// F§3.6: state, name and type, with a slot that repeats an earlier one dropped (`dedupJoin`).
    /// Inlined into its one caller: a call per node cost a large frame's entry and exit.
    @inline(__always)
    private func appendRoleDescription<Sink: TalkBackPartSink>(of node: TalkBackNode, slots: TalkBackRoleSlots, hasChildren: Bool,
                                                               isFocused: Bool, to sink: inout Sink) {
        if !isFocused, node.isUnlabelled(hasChildren: hasChildren) {
            sink.append(TalkBackPart(kind: .state, .word(.talkBackUnlabelled)))
            return
        }
        // Seek and progress bars inside a row add nothing.
        if !isFocused, node.role.isRange { return }
        let name = slots.name, hasNameMore = slots.nameMorePart != nil
        let typeWord = verbosity.speaksElementType ? slots.typeWord : nil
        // The slots' parts as the slots made them: appending one is a copy.
        guard let state = slots.state, let statePart = slots.statePart else {
            // No state (nearly every stop): the name, then the type unless the name says it,
            // compared with the type's word where it lies.
            if let name, let namePart = slots.namePart {
                let saysType = !hasNameMore && (typeWord.map { sameText(name, word: $0) } ?? false)
                sink.append(namePart)
                if let nameMorePart = slots.nameMorePart { sink.append(nameMorePart) }
                if let typeWord, !saysType { sink.append(TalkBackPart(kind: .trait, .word(typeWord))) }
            } else {
                if let nameMorePart = slots.nameMorePart { sink.append(nameMorePart) }
                if let typeWord { sink.append(TalkBackPart(kind: .trait, .word(typeWord))) }
            }
            return
        }
        let type = typeWord.map { TalkBackPart.Content.word($0) }

        sink.append(statePart)
        // The state's words, made once for both comparisons (a slider's is a filled template).
        let stateWords = words(of: state)
        if let name, let namePart = slots.namePart, !sameText(stateWords, name) {
            sink.append(namePart)
            if let nameMorePart = slots.nameMorePart { sink.append(nameMorePart) }
        } else if name == nil, let nameMorePart = slots.nameMorePart {
            sink.append(nameMorePart)
        }
        if let type, !sameText(stateWords, type), !(name.map { !hasNameMore && sameText($0, type) } ?? false) {
            sink.append(TalkBackPart(kind: .trait, type))
        }
    }

    /// Whether a slot says a voice word (the type word), compared where both lie.
    private func sameText(_ content: TalkBackPart.Content, word key: VoiceKey) -> Bool {
        let word = voice.utf8(key)
        // The app's text (nearly every name) is the same words only at the same length in
        // bytes, which a native string knows: reading its bytes to compare them (a small
        // string's copied out first) cost more than the rest of the stop's role.
        if case .text(let text) = content, text.utf8.count != word.count { return false }
        return withWords(of: content) { Self.sameWords($0, word) }
    }

    /// `dedupJoin`'s comparison: the same words, ignoring case. The words are compared as UTF-8
    /// where they lie (the app's text, a voice word): no string is made or retained for the
    /// name and the type word compared for nearly every stop.
    private func sameText(_ first: TalkBackPart.Content, _ second: TalkBackPart.Content?) -> Bool {
        guard let second else { return false }
        return withWords(of: first) { one in withWords(of: second) { two in Self.sameWords(one, two) } }
    }

    /// `dedupJoin`'s comparison of words already made with a slot.
    private func sameText(_ one: String, _ second: TalkBackPart.Content) -> Bool {
        Self.withUTF8(of: one) { one in withWords(of: second) { two in Self.sameWords(one, two) } }
    }

    /// The words of a slot as UTF-8, valid for the call: an app's text and a voice word read in
    /// place, a template's words made now.
    private func withWords<Result>(of content: TalkBackPart.Content, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        switch content {
        case .word(let key): return body(voice.utf8(key))
        case .text(let text): return Self.withUTF8(of: text, body)
        case .label(let label) where label.word == nil: return Self.withUTF8(of: label.text, body)
        // A voice word alone (a stepper's `Decrement`): its bytes, with no line made of it.
        case .label(let label) where label.text.isEmpty: return body(label.word.map { voice.utf8($0) } ?? UnsafeRawBufferPointer(start: nil, count: 0))
        default: return Self.withUTF8(of: words(of: content), body)
        }
    }

    /// A text's UTF-8 where it lies (a copy is made contiguous only for a bridged string).
    private static func withUTF8<Result>(of text: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        var text = text
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// Two texts' UTF-8 the same, ignoring case, as `String` compares them (`==`, then both
    /// `lowercased()`), for texts of the same length in bytes (others are never the same
    /// words here). ASCII is compared byte by byte with its case folded, which is what `String`
    /// does with it; any other text is compared by `String`.
    private static func sameWords(_ one: UnsafeRawBufferPointer, _ two: UnsafeRawBufferPointer) -> Bool {
        guard one.count == two.count else { return false }
        // The bytes alike up to the first that differs (all of them: the same text).
        var first = 0
        while first < one.count, one[first] == two[first] { first += 1 }
        if first == one.count { return true }
        var ascii = true
        for index in one.indices where (one[index] | two[index]) >= 0x80 { ascii = false; break }
        if ascii {
            for index in first..<one.count where Self.asciiLowercase(one[index]) != Self.asciiLowercase(two[index]) { return false }
            return true
        }
        let firstText = String(decoding: one, as: UTF8.self), secondText = String(decoding: two, as: UTF8.self)
        return firstText == secondText || firstText.lowercased() == secondText.lowercased()
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
    }

    /// The words of a slot: a stored string for text and words, built only for templates.
    private func words(of content: TalkBackPart.Content) -> String {
        switch content {
        case .text(let text): text
        case .word(let key): voice[key]
        case .label(let label) where label.word == nil: label.text
        default: TalkBackPart(kind: .label, content).text(in: voice)
        }
    }
}
