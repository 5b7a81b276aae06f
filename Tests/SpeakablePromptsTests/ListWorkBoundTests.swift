import Speakable
import Testing
@testable import SpeakablePrompts

/// Issue 31, S7: the work a key does in `filter` and `choose` is bounded by what it changes,
/// counted (items ranked, lines drawn), never timed.
@Suite("Prompts: bounded work in lists")
struct ListWorkBoundTests {
    static let voice = try! Voice.builtIn(.en)

    /// 100,000 items, one in a hundred holding "needle".
    static let items = (0..<100_000).map { $0 % 100 == 0 ? "item \($0) needle" : "item \($0) haystack" }

    @Test("S7: a query that extends the last ranks only the last matches; a pasted query stays near the list's size")
    func testS7_rankingIsIncremental() {
        var session = ChoiceSession(ChoiceList(Self.items, filters: true), voice: Self.voice)
        _ = session.handle(.character("n"))
        #expect(session.itemsRanked == Self.items.count)
        let afterFirst = session.matches.count
        _ = session.handle(.character("e"))
        #expect(session.itemsRanked == Self.items.count + afterFirst)
        // The rest of a 100-character paste: each key ranks only what still matches.
        for character in "edle" + String(repeating: "x", count: 94) { _ = session.handle(.character(character)) }
        #expect(session.matches.isEmpty)
        #expect(session.itemsRanked < 2 * Self.items.count, "\(session.itemsRanked)")
        // A space changes no needle: nothing is ranked again.
        let before = session.itemsRanked
        _ = session.handle(.character(" "))
        #expect(session.itemsRanked == before)
    }

    @Test("S7: keys that come together (a paste) rank the list once, with the matches of the whole text")
    func testS7_aPasteRanksOnce() {
        var session = ChoiceSession(ChoiceList(Self.items, filters: true), voice: Self.voice)
        let paste = "item 10 needle" + String(repeating: "x", count: 86)
        let step = session.handle(paste.map { PromptKey.character($0) })
        #expect(session.rankings == 1 && session.itemsRanked == Self.items.count)
        #expect(session.matches == FuzzyMatch.rank(Self.items, query: paste))
        // Heard: the last key's echo, then the count once.
        #expect(step.spoken.map(\.text) == ["x", "0 results"])
        // A move in the same batch sees the matches of the text typed before it.
        var moving = ChoiceSession(ChoiceList(Self.items, filters: true), voice: Self.voice)
        _ = moving.handle([.down, .down])
        _ = moving.handle(Array("needle").map { PromptKey.character($0) } + [.down])
        #expect(moving.rankings == 1 && moving.focus == 1)
        #expect(moving.focusedItem == FuzzyMatch.rank(Self.items, query: "needle")[1])
    }

    @Test("S7: narrowing gives the same matches, in the same order, as ranking the whole list")
    func testS7_incrementalRankingMatchesAFullRanking() {
        var session = ChoiceSession(ChoiceList(Self.items, filters: true), voice: Self.voice)
        for character in "item 10 ne" { _ = session.handle(.character(character)) }
        #expect(session.matches == FuzzyMatch.rank(Self.items, query: "item 10 ne"))
        #expect(!session.matches.isEmpty)
    }

    @Test("S7: a key draws a screenful of a long list, not the whole list")
    func testS7_aKeyDrawsAScreenful() {
        var session = ChoiceSession(ChoiceList(Self.items, header: "Pick"), voice: Self.voice)
        session.fit(rows: 24)
        #expect(session.view.lines.count <= 24)
        _ = session.handle(.end)
        #expect(session.view.lines.count <= 24 && session.view.lines.contains("> item 99999 haystack"))
        var short = ChoiceSession(ChoiceList(Self.items, height: 5), voice: Self.voice)
        short.fit(rows: 24)
        #expect(short.view.lines.count == 6)   // five items and the key hints
    }

    @Test("S7: choose --selected of many items looks each item up once (items × k was the cost)")
    func testS7_selectedIsALookUp() {
        let selected = Array(Self.items.prefix(50_000))
        let session = ChoiceSession(ChoiceList(Self.items, limit: Int.max, selected: selected), voice: Self.voice)
        #expect(session.selected.count == 50_000)
    }
}
