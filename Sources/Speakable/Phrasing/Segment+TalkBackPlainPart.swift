extension Segment {
    /// The segment's TalkBack part as a plain value when it is one that holds no reference,
    /// else `nil`. Inlined, so that read from an array it is a load of the part's words where
    /// they lie: no copy of the segment is made and none destroyed.
    @inline(__always)
    var talkBackPlainPart: TalkBackPlainPart? {
        guard case .talkBack(let part) = self else { return nil }
        return part.plain
    }

    /// The segment's TalkBack part when it is the app's text alone (a name, a hint text), else
    /// `nil`: only the string is copied out of the array, not the segment.
    @inline(__always)
    var talkBackText: String? {
        guard case .talkBack(let part) = self else { return nil }
        return part.appText
    }
}
