/// How an ``Utterance`` holds what it says: its segments, or a stop phrased by TalkBack whose
/// segments are made only when asked (``TalkBackSpokenStop``).
///
/// One field for both, not an array and an optional beside it: an utterance is made, moved and
/// destroyed for every stop phrased, and the second field cost VoiceOver's a release and a
/// larger move each.
enum UtteranceSegments: Sendable {
    case made([Segment])
    case talkBack(TalkBackSpokenStop)
}
