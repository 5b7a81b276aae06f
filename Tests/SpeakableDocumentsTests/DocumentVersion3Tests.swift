import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Documents v3: `frame:` on any element and `size:` for the screen.
@Suite("Documents v3: frames and size")
struct DocumentVersion3Tests {
    @Test("v3 frame: [x, y, width, height] on any element gives the stop its frame; size: [width, height] the screen's")
    func framesAndSize() throws {
        let document = try ScreenDocument(yaml: """
            size: [1024, 1366]
            elements:
              - button: {label: Save, frame: [16, 100, 120, 44]}
              - text: {label: Total, frame: [16.5, 200, 80, 20]}
              - group: {label: Shipping, children: [textField: {label: Street, frame: [0, 300, 390, 44]}]}
            commands: ["touch 20,210"]
            """)
        #expect(document.size == ScreenSize(width: 1024, height: 1366) && document.size?.isTablet == true)
        let stops = AccessibilityTree(screen: document.screen).focusStops
        #expect(stops.map(\.element.frame) == [ScreenFrame(x: 16, y: 100, width: 120, height: 44),
                                               ScreenFrame(x: 16.5, y: 200, width: 80, height: 20),
                                               ScreenFrame(x: 0, y: 300, width: 390, height: 44)])
        let transcript = ScreenReader.session(on: document.screen, running: document.commands ?? [], voice: try .builtIn(.en)).transcript
        #expect(transcript == "Save. Button.\n> touch 20,210\nTotal.\n")
        // Written back as they were read.
        #expect(document.yamlText().contains("frame: [16.5, 200, 80, 20]") && document.yamlText().contains("size: [1024, 1366]"))
    }

    @Test("v3 A frame of other than four finite numbers, or a negative size, is one located error")
    func badFrames() {
        for (frame, message) in [("[16, 100]", "expected a frame [x, y, width, height] of four numbers"),
                                 ("[16, 100, -1, 44]", "a frame's width and height must be at least 0"),
                                 ("[16, 100, .inf, 44]", "with finite numbers"),
                                 ("Save", "expected a frame [x, y, width, height]")] {
            do {
                _ = try ScreenDocument(yaml: "elements:\n  - button: {label: Save, frame: \(frame)}\n", path: "v3.yaml")
                Issue.record("\(frame) was accepted")
            } catch {
                #expect("\(error)".hasPrefix("v3.yaml:2:") && "\(error)".contains("elements[0].button.frame") && "\(error)".contains(message), "\(error)")
            }
        }
        #expect(throws: DocumentError.self) { try ScreenDocument(yaml: "size: [0, 800]\nelements: [button: A]\n") }
    }

    @Test("v3 children: makes a tab bar or segmented control of any elements (C4); not both children: and items:")
    func seriesChildren() throws {
        let yaml = """
            elements:
              - tabBar:
                  children:
                    - button: Home
                    - button: {label: Inbox, value: 3 items, selected: true}
                    - button: {label: Profile, enabled: false}
                    - image: {}
              - segmentedControl: {children: [button: Day, {button: {label: Week, value: 2 new}}]}
            """
        #expect(try rendered(yaml) == ["Home. Tab. 1 of 4.", "Selected: Inbox: 3 items. Tab. 2 of 4.", "Profile. Dimmed. Tab. 3 of 4.",
                                       "Tab. 4 of 4.", "Day. Button. 1 of 2.", "Week: 2 new. Button. 2 of 2."])
        // Written back as read, and read again to the same words.
        let written = try document(yaml).yamlText()
        #expect(try rendered(written) == rendered(yaml))
        #expect(error(of: "elements:\n  - tabBar: {items: [A], children: [button: B]}\n").contains("give 'items' (titles) or 'children' (elements), not both"))
        #expect(error(of: "elements:\n  - tabBar: {children: [button: B], selected: 0}\n").contains("elements[0].tabBar.selected"))
    }

    @Test("v3 dataTable: rows of cells, a bare string a label, header and spans on a mapping (C6); written back the same")
    func dataTable() throws {
        let yaml = """
            elements:
              - dataTable:
                  label: Scores
                  rows:
                    - [{label: Name, header: column}, {label: Score, header: column}]
                    - [{label: Ann, header: row}, {label: "12", value: points}]
                    - [Bob, {label: "9", traits: [button]}]
                    - [{label: Total, columns: 2}]
            """
        let got = try rendered(yaml)
        #expect(got == ["Name. Row 1. Column 1.", "Score. Column 2.", "Ann. Row 2. Column 1.", "Score. 12. Column 2. points",
                                       "Name. Bob. Row 3. Column 1.", "Score. 9. Column 2. Button.", "Name. Score. Total. Spans 2 columns. Row 4. Column 1."])
        let written = try document(yaml).yamlText()
        #expect(try rendered(written) == rendered(yaml))
        #expect(AccessibilityTree(screen: try document(yaml).screen).containers.map(\.kind) == [.dataTable])
    }

    @Test("v3 dataTable: ragged rows, spans past the edge and overlapping spans are located errors")
    func badTables() {
        #expect(error(of: "elements:\n  - dataTable: {rows: [[A, B], [C]]}\n").hasPrefix("test.yaml:2:32: error: elements[0].dataTable.rows[1]: row 2 fills 1 columns"))
        #expect(error(of: "elements:\n  - dataTable: {rows: [[A, B], [{label: C, columns: 3}]]}\n").contains("elements[0].dataTable.rows[1][0]: this cell reaches column 3, past the table's width of 2 columns"))
        #expect(error(of: "elements:\n  - dataTable: {rows: [[{label: A, rows: 3}, B], [C]]}\n").contains("past the table's last row (2)"))
        #expect(error(of: "elements:\n  - dataTable: {rows: [[{label: A, rows: 2}, B], [C, D]]}\n").contains("rows[1][1]: this cell reaches column 3"))
        #expect(error(of: "elements:\n  - dataTable: {rows: [[A, B], [{label: C, header: colum}, D]]}\n").contains("did you mean 'column'"))
        #expect(error(of: "elements:\n  - dataTable: {label: T}\n").contains("missing 'rows'"))
    }

    @Test("v3 group: with a label is a semantic group (C7); rotors: gives an element custom rotors (§19)")
    func groupsAndRotors() throws {
        let document = try document("""
            elements:
              - group: {label: Shipping, children: [textField: Street, textField: City]}
              - button: {label: Message, rotors: [{name: Mentions, results: [Ann, Bob]}]}
            commands: ["rotor containers", up, "rotor custom Mentions", down, down, down]
            """)
        let transcript = ScreenReader.session(on: document.screen, running: document.commands ?? [], voice: try .builtIn(.en)).transcript
        #expect(transcript == """
            Street. Text Field. Double tap to edit.
            > rotor containers
            Containers
            > up
            [sound: boundary]
            > rotor custom Mentions
            Mentions
            > down
            Ann
            > down
            Bob
            > down
            [sound: boundary]

            """)
        #expect(document.yamlText().contains("rotors:") && document.yamlText().contains("Mentions"))
    }
}
