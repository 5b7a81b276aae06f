import Testing
import Speakable

/// Phrasing spec §17: containers of any nodes (C4–C7), asked of the tree when a stop is spoken.
@Suite("§17 Containers")
struct ContainerTests {
    @Test("C4 every stop in a tab bar is a tab with its place, whatever the element: badges, disabled, untitled, hints, other traits")
    func c4TabBarOfAnyItems() {
        let bar = TabBar {
            Button("Home")
            Button("Inbox").value("3 items").selected()
            Button("Item C").disabled()
            Image("")
            Element("Item E", traits: [.notEnabled, .header, .link, .adjustable, .image, .searchField])
            Button("Label").value("Value").hint("Hint")
            Element("")
        }
        #expect(say(bar) == [
            "Home. Tab. 1 of 7.",
            "Selected: Inbox: 3 items. Tab. 2 of 7.",
            "Item C. Dimmed. Tab. 3 of 7.",
            "Tab. 4 of 7.",
            "Item E. Dimmed. Tab. Heading. Link. Adjustable. Image. Search Field. 5 of 7.",
            "Label: Value. Tab. 6 of 7. Hint",
            "Tab. 7 of 7.",
        ])
    }

    @Test("C4 an untitled item with no label, value or hint is still a stop in a tab bar, and items keep Button. in a segmented control")
    func c4SegmentsKeepButton() {
        #expect(say(SegmentedControl { Button("Day"); Button("Week").value("2 new"); Button("Month").disabled() }) == [
            "Day. Button. 1 of 3.", "Week: 2 new. Button. 2 of 3.", "Month. Dimmed. Button. 3 of 3.",
        ])
        #expect(say(TabBar { Image(""); Button("Search") }, in: .ru) == ["Вкладка. 1 из 2.", "Search. Вкладка. 2 из 2."])
    }

    @Test("C4 items at any depth under a tab bar are its items; K3 and K4 titles are the same rule")
    func c4AnyDepth() throws {
        #expect(say(TabBar { Group { Button("A"); Group { Button("B") } }; Button("C") }) == [
            "A. Tab. 1 of 3.", "B. Tab. 2 of 3.", "C. Tab. 3 of 3.",
        ])
        #expect(say(try TabBar(["A", "B"], selectedIndex: 1)) == say(TabBar { Button("A"); Button("B").selected() }))
    }

    @Test("C5 lists and landmarks hold any nodes: the first and last stops among the descendants take the words")
    func c5AnyNodes() {
        let list = Group("Mail", containerType: .list) {
            Group { Button("Ann"); StaticText("9:41") }
            Group("Thread") { Button("Bob") }
            Group { Group { Button("Cy") } }
        }
        #expect(say(list) == ["Ann. Button. List Start.", "9:41.", "Bob. Button.", "Cy. Button. List End."])
    }

    @Test("C5 the outermost container that gives a stop words wins")
    func c5OutermostWins() {
        // A list around a tab bar: the list's edges win on its first and last stop (and with them
        // the list's context: no Tab.); in between, where the list says nothing, the tab bar speaks.
        let screen = Screen {
            Group(containerType: .list) {
                TabBar { Button("A"); Button("B"); Button("C") }
            }
        }
        #expect(render(screen) == ["A. Button. List Start.", "B. Tab. 2 of 3.", "C. Button. List End."])
        // A tab bar around a list: every stop is a tab.
        #expect(say(TabBar { Group(containerType: .list) { Button("A"); Button("B") } }) == ["A. Tab. 1 of 2.", "B. Tab. 2 of 2."])
        // An inner landmark gives words where the outer list gives none.
        let nested = Group(containerType: .list) {
            Button("First")
            Group(containerType: .landmark) { Link("Terms"); Link("Privacy") }
            Button("Last")
        }
        #expect(say(nested) == ["First. Button. List Start.", "Terms. Link. Landmark.", "Privacy. Link. End.", "Last. Button. List End."])
    }

    @Test("C6 a data table's cells say their headers, label, spans, row (first in row), column, then the value")
    func c6DataTable() throws {
        let table = try DataTable(rows: [
            [StaticText("A1").control, StaticText("B1").control, StaticText("C1").control],
            [StaticText("A2").control, StaticText("B2").tableCell(TableCell(row: 1, column: 1, columnSpan: 2)).control],
            [StaticText("A3").tableCell(TableCell(row: 1, column: 1, rowSpan: 2)).control, StaticText("B3").control, StaticText("C3").control],
            [StaticText("B4").control, Button("C4").selected().control],
        ])
        #expect(say(table) == [
            "A1. Row 1. Column 1.", "B1. Column 2.", "C1. Column 3.",
            "A2. Row 2. Column 1.", "B2. Spans 2 columns. Column 2.",
            "A3. Spans 2 rows. Row 3. Column 1.", "B3. Column 2.", "C3. Column 3.",
            "B4. Row 4. Column 2.", "Selected: C4. Column 3. Button.",
        ])
    }

    @Test("C6 headers: column headers for every cell but the one just above a row's first cell; row headers only for the first")
    func c6Headers() throws {
        let table = try DataTable("Scores", rows: [
            [Element("Name").tableCell(TableCell(row: 1, column: 1, header: .column)).control,
             Element("Score").tableCell(TableCell(row: 1, column: 1, header: .column)).control],
            [Element("Ann").tableCell(TableCell(row: 1, column: 1, header: .row)).control, Element("12", value: "points").control],
            [Element("Bob").control, Element("9").control],
        ])
        #expect(say(table) == [
            "Name. Row 1. Column 1.", "Score. Column 2.",
            "Ann. Row 2. Column 1.", "Score. 12. Column 2. points",
            "Name. Bob. Row 3. Column 1.", "Score. 9. Column 2.",
        ])
    }

    @Test("C6 the words are in every voice, with the Russian span strings the right way round")
    func c6Voices() throws {
        let table = try DataTable(rows: [[StaticText("A").tableCell(TableCell(row: 1, column: 1, rowSpan: 1, columnSpan: 2)).control]])
        #expect(say(table, in: .ru) == ["A. Охватывает столбцов: 2. Ряд 1. Столбец 1."])
        #expect(say(table, in: .zhHans) == ["A。 跨2列。 第1行。 第1列。"])
        let tall = try DataTable(rows: [[StaticText("A").tableCell(TableCell(row: 1, column: 1, rowSpan: 2)).control], []])
        #expect(say(tall, in: .ru) == ["A. Охватывает строк: 2. Ряд 1. Столбец 1."])
    }

    @Test("C6 ragged rows, spans past the edge and overlapping spans are errors")
    func c6BadGrids() {
        let cell = StaticText("x").control
        #expect(throws: TableGrid.Problem.ragged(row: 2, filled: 1, width: 2)) { try DataTable(rows: [[cell, cell], [cell]]) }
        #expect(throws: TableGrid.Problem.pastWidth(row: 2, cell: 1, column: 3, width: 2)) {
            try DataTable(rows: [[cell, cell], [StaticText("w").tableCell(TableCell(row: 1, column: 1, columnSpan: 3)).control]])
        }
        #expect(throws: TableGrid.Problem.pastLastRow(row: 1, cell: 1, rowSpan: 2, rows: 1)) {
            try DataTable(rows: [[StaticText("t").tableCell(TableCell(row: 1, column: 1, rowSpan: 2)).control]])
        }
    }

    @Test("C7 a labelled group adds no words; an unlabelled one joins its parent; the tree keeps the labelled one as a node")
    func c7SemanticGroup() {
        let screen = Screen {
            Group("Shipping") { TextField("Street"); TextField("City") }
            Group { Button("Pay") }
        }
        #expect(render(screen).map { $0.components(separatedBy: ".").first! } == ["Street", "City", "Pay"])
        let tree = AccessibilityTree(screen: screen)
        #expect(tree.containers.map(\.kind) == [.semanticGroup])
        #expect(tree.containers[0].element.label.text == "Shipping" && tree.containers[0].stops == 0..<2)
        #expect(tree.focusStops.map(\.container) == [0, 0, nil])
    }

    @Test("The tree: containers know their parent and stops; a stop knows the containers holding it")
    func treeAndContainersHoldingAStop() {
        let screen = Screen {
            Button("Top")
            Group("Mail", containerType: .list) { Button("Ann"); Group("Thread") { Button("Bob") } }
        }
        let tree = AccessibilityTree(screen: screen)
        #expect(tree.containers.map(\.kind) == [.list, .semanticGroup])
        #expect(tree.containers[1].parent == 0 && tree.containers[0].stops == 1..<3)
        #expect(tree.containers(holdingStop: 2) == [1, 0] && tree.containers(holdingStop: 0).isEmpty)
        #expect(tree.context(ofStop: 2).suffixes == [.listEnd])
    }
}
