import Testing
import Speakable

/// Phrasing spec §8: action sheets, popovers and presentation rules.
@Suite("§8 Action sheets, popovers, presentation rules")
struct PresentationTests {
    static let share = ActionSheet(title: "Share", message: "Choose a target", buttons: ["Mail", "Messages"], source: "share")

    @ControlBuilder static func shareButton() -> [Control] { Button("Share").identifier("share") }

    @Test("P1 the width class defaults to compact")
    func p1Width() {
        #expect(Screen(elements: []).width == .compact)
    }

    @Test("P2 a compact action sheet: title and message announced, buttons then cancel")
    func p2Compact() throws {
        #expect(try render(presenting(.actionSheet(Self.share), content: Self.shareButton)) == [
            "Share. Choose a target.", "Share.", "Choose a target.", "Mail. Button.", "Messages. Button.", "Cancel. Button.",
        ])
    }

    @Test("P2 a compact action sheet with one button still puts cancel last")
    func p2CancelLast() throws {
        let sheet = ActionSheet(title: "Photo", buttons: ["Take Photo"])
        #expect(try render(presenting(.actionSheet(sheet))).suffix(2) == ["Take Photo. Button.", "Cancel. Button."])
    }

    @Test("P3 a regular action sheet is a popover: no cancel, Dismiss popup last")
    func p3Regular() throws {
        #expect(try render(presenting(.actionSheet(Self.share), width: .regular, content: Self.shareButton)) == [
            "Share. Choose a target.", "Share.", "Choose a target.", "Mail. Button.", "Messages. Button.", "Dismiss popup. Button.",
        ])
    }

    @Test("P3 a regular action sheet without a source is an error")
    func p3NoSource() {
        #expect(throws: PresentationError.missingSource(presented: "action sheet 'Photo'")) {
            try presenting(.actionSheet(ActionSheet(title: "Photo")), width: .regular)
        }
    }

    @Test("P4 a popover's stops are its elements then Dismiss popup")
    func p4Popover() throws {
        let popover = Popover(source: "share") { Button("Bold"); Button("Italic") }
        #expect(try render(presenting(.popover(popover), content: Self.shareButton))
                == ["Bold. Button.", "Italic. Button.", "Dismiss popup. Button."])
        #expect(try render(presenting(.popover(popover), content: Self.shareButton), in: .ru).last
                == "Закрыть всплывающее окно. Кнопка.")
    }

    @Test("P5 a second popover is an error that names both")
    func p5SecondPopover() {
        #expect { try presenting(.popover(Popover(source: "share", elements: [])), .actionSheet(Self.share),
                                 width: .regular, content: Self.shareButton) }
            throws: { "\($0)" == "action sheet 'Share' cannot be presented while popover from 'share' is shown: only one popover at a time" }
    }

    @Test("P5 nothing but an alert goes on top of a popover")
    func p5OverPopover() throws {
        #expect(throws: PresentationError.self) {
            try presenting(.popover(Popover(source: "share", elements: [])), .actionSheet(ActionSheet(title: "X")), content: Self.shareButton)
        }
        let screen = try presenting(.popover(Popover(source: "share", elements: [])), .alert(Alert(title: "OK?")), content: Self.shareButton)
        #expect(render(screen)[0] == "Alert. OK?")
    }

    @Test("P5 a source must name an element of the screen")
    func p5UnknownSource() {
        #expect(throws: PresentationError.unknownSource(presented: "popover from 'nope'", source: "nope")) {
            try presenting(.popover(Popover(source: "nope", elements: [])))
        }
    }

    @Test("P5 sources are found inside groups")
    func p5SourceInGroup() throws {
        _ = try presenting(.popover(Popover(source: "deep", elements: [])), content: { Group { Button("Deep").identifier("deep") } })
    }
}
