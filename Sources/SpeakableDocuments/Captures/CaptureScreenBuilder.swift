import Speakable

/// Turns a capture's elements into controls and presentations (imports spec §2–§4): which
/// elements are focus stops, in what order, and which control each one is.
struct CaptureScreenBuilder {
    /// How deep a capture's elements may nest.
    static let maximumDepth = 256

    let format: CaptureFormat
    /// The locale's words a capture is matched against: Cancel (imports §4), bar-item titles
    /// (§9) and the trait hints AccessibilitySnapshot writes into `hint` (§3).
    let words: CaptureWords
    private var cancelTitle: String { words.cancelTitle }
    var elements: [Control] = []
    var presentations: [Presentation] = []
    /// What the builder had to leave out; the file is filled in by the caller.
    var warnings: [DocumentDiagnostic] = []
    private var identifiers: Set<String> = []
    /// Frames or the capture's own order, and which way a row runs.
    let reading: CaptureReading
    /// The row tolerance of R3: 8 pt on a phone, 13 pt on a tablet (a root at least 768 pt wide).
    private var rowTolerance = 8.0

    init(format: CaptureFormat, words: CaptureWords, reading: CaptureReading = CaptureReading()) {
        self.format = format
        self.words = words
        self.reading = reading
    }

    /// Controls that move together in reading order (a stop, or all of a container's), placed
    /// by the frame of the first.
    private struct Unit {
        var frame: ScreenFrame?
        var controls: [Control]
    }

    mutating func build(_ roots: [CapturedElement]) {
        var roots = roots
        guard format != .accessibilitySnapshot else {
            for index in roots.indices { Self.markFirstIndex(&roots[index]) }
            elements = snapshotControls(roots)
            return
        }
        for index in roots.indices { markStops(&roots[index]) }
        if let screen = Self.screenFrame(of: roots), screen.width >= 768 { rowTolerance = 13 }
        elements = ordered(roots.flatMap { walk($0, parentType: "") }, frame: \.frame).flatMap(\.controls)
    }

    /// The screen's frame: the application's, or, when its line has none (an XCUITest dump's
    /// `Application, pid: N`), its window's: the first framed node, outermost first. A tablet is
    /// told by it (R3), never by whatever framed element happens to come first.
    static func screenFrame(of roots: [CapturedElement]) -> ScreenFrame? {
        var level = roots
        for _ in 0..<3 where !level.isEmpty {
            if let frame = level.lazy.compactMap(\.frame).first { return frame }
            level = level.flatMap(\.children)
        }
        return nil
    }

    /// Items in VoiceOver's frame order (phrasing R3), unless the capture's order is asked for.
    /// Ties, and items with no frame, keep the capture's order.
    private func ordered<Item>(_ items: [Item], frame: (Item) -> ScreenFrame?) -> [Item] {
        guard reading.order == .frames else { return items }
        let tolerance = rowTolerance, rightToLeft = reading.layout == .rtl
        return items.enumerated().sorted { first, second in
            if let a = frame(first.element), let b = frame(second.element) {
                if a.precedes(b, tolerance: tolerance, rightToLeft: rightToLeft) { return true }
                if b.precedes(a, tolerance: tolerance, rightToLeft: rightToLeft) { return false }
            }
            return first.offset < second.offset
        }.map(\.element)
    }

    // MARK: AccessibilitySnapshot: every element is a stop, in traversal order

    private mutating func snapshotControls(_ nodes: [CapturedElement]) -> [Control] {
        let ordered = nodes.enumerated().sorted { (Self.firstIndex($0.element) ?? Int.max, $0.offset) < (Self.firstIndex($1.element) ?? Int.max, $1.offset) }
        return ordered.flatMap { _, node -> [Control] in
            guard let container = node.container else {
                if node.children.isEmpty {
                    guard !node.hasEmptyFrame else { return [] }
                    return [control(node)]
                }
                return snapshotControls(node.children)   // an unknown container
            }
            // imports §7: each container type is the container of §17, whatever its elements are.
            let children = snapshotControls(node.children)
            guard !children.isEmpty else { return [] }
            switch container {
            case .list: return [Group(node.label, containerType: .list, children: children).control]
            case .landmark: return [Group(node.label, containerType: .landmark, children: children).control]
            case .tabBar: return [Group(containerType: .tabBar, children: children).control]
            case .dataTable:
                // A table holds cells: a container inside it gives its elements to the table as
                // cells, with a warning, rather than standing as one cell that loses them (S14).
                let cells = snapshotControls(tableCells(of: node))
                return [Group(node.label, containerType: .dataTable, children: Self.placedCells(cells, rowTolerance: rowTolerance)).control]
            // C7: a labelled group is a container; an unlabelled one is none, its elements join its parent.
            case .semanticGroup: return node.label.isEmpty ? children : [Group(node.label, children: children).control]
            }
        }
    }

    /// The elements of a data table, with those of any container inside it in its place: a
    /// table's cells are elements (documents v3), so a nested container is said once, with a
    /// warning at it, and its elements kept.
    private mutating func tableCells(of table: CapturedElement) -> [CapturedElement] {
        var cells: [CapturedElement] = []
        for child in table.children {
            guard !child.children.isEmpty else { cells.append(child); continue }
            // An unlabelled semantic group is no container anyway (C7): its elements join the table.
            if let kind = child.container, kind != .semanticGroup || !child.label.isEmpty {
                warnings.append(DocumentDiagnostic(severity: .warning, file: "", line: child.line, column: child.column, keyPath: "",
                                                   message: "a container inside a data table is read as its elements, each a cell of the table"))
            }
            cells += tableCells(of: child)
        }
        return cells
    }

    /// imports §7: AccessibilitySnapshot gives a data table no rows or columns, so each cell's
    /// are taken from its frame: rows by the R3 row tolerance, columns by x within the row. Its
    /// cells have no headers (the model does not carry them). The cells are then read row by
    /// row, left to right, and a row with fewer cells than the widest has its last cell span the
    /// rest (S14): a document lists a table so, its rows filling its width, and the capture and
    /// its import must say the same.
    static func placedCells(_ cells: [Control], rowTolerance: Double) -> [Control] {
        let framed = cells.enumerated().compactMap { index, cell in cell.attributes.frame.map { (index, $0) } }
        guard framed.count == cells.count else { return cells }
        var rows: [[(index: Int, frame: ScreenFrame)]] = []
        for entry in framed.sorted(by: { ($0.1.y, $0.0) < ($1.1.y, $1.0) }) {
            if let top = rows.last?.first?.frame.y, entry.1.y - top < rowTolerance { rows[rows.count - 1].append(entry) } else { rows.append([entry]) }
        }
        var placed: [Control] = []
        placed.reserveCapacity(cells.count)
        let width = rows.map(\.count).max() ?? 0
        for (row, members) in rows.enumerated() {
            for (column, member) in members.sorted(by: { ($0.frame.x, $0.index) < ($1.frame.x, $1.index) }).enumerated() {
                var cell = cells[member.index]
                let span = column == members.count - 1 ? width - members.count + 1 : 1
                cell.attributes.tableCell = TableCell(row: row + 1, column: column + 1, columnSpan: span)
                placed.append(cell)
            }
        }
        return placed
    }

    private static func firstIndex(_ node: CapturedElement) -> Int? { node.firstTraversalIndex }

    /// Gives every node the first traversal index in its subtree, leaves first: sorting each
    /// container's children by it walked every subtree again at every level above it.
    private static func markFirstIndex(_ node: inout CapturedElement) {
        for index in node.children.indices { markFirstIndex(&node.children[index]) }
        node.firstTraversalIndex = node.traversalIndex ?? node.children.compactMap(\.firstTraversalIndex).min()
    }

    // MARK: The other formats: stops by type and accessibility, in document order

    private mutating func walk(_ element: CapturedElement, parentType: String) -> [Unit] {
        if CaptureTraits.skippedTypes.contains(element.type) || !element.isVisible || element.hasEmptyFrame { return [] }
        switch element.type {
        case "Alert", "Sheet":
            present(element)
            return []
        case "SegmentedControl", "TabBar":
            // A container of §17 (C4): every stop under it, at any depth, is an item that keeps
            // its own value, state, hint and identifier; ordered within itself and placed among
            // its siblings by its first item, as AccessibilitySnapshot places a container.
            let units = ordered(element.children.flatMap { walk($0, parentType: element.type) }, frame: \.frame)
            guard !units.isEmpty else { return [] }
            var attributes = ControlAttributes(identifier: uniqueIdentifier(element.identifier), isEnabled: true)
            attributes.frame = element.frame
            if element.line > 0 { attributes.sourceLine = element.line }
            let kind: AccessibilityContainerType = element.type == "TabBar" ? .tabBar : .segmentedControl
            let series = Group(containerType: kind, children: units.flatMap(\.controls), attributes: attributes).control
            return [Unit(frame: units.first?.frame ?? element.frame, controls: [series])]
        case "NavigationBar":
            return navigationBar(element)
        default: break
        }
        if let cell = readAsOneStop(element) { return [Unit(frame: cell.frame, controls: [control(cell)])] }
        if isStop(element), !isSilent(element) { return [Unit(frame: element.frame, controls: [control(element)])] }
        // A silent text or image (an unlabelled `Image` around a labelled `StaticText`) is no
        // stop, so it hides nothing either: what is inside it is read as if it were not there.
        // Any other wrapper is transparent: its stops are ordered with its siblings'.
        return element.children.flatMap { walk($0, parentType: element.type) }
    }

    /// imports spec §2.
    private func isStop(_ element: CapturedElement) -> Bool {
        switch format {
        case .idb:
            if ["Application", "Window"].contains(element.type) { return false }
            return !(["Group", "Other", ""].contains(element.type) && element.label.isEmpty)
        case .appium:
            if let accessible = element.isAccessible { return accessible }
            return isStopByType(element)
        default:
            return isStopByType(element)
        }
    }

    private func isStopByType(_ element: CapturedElement) -> Bool {
        if CaptureTraits.stopTypes.contains(element.type) { return true }
        guard ["Other", "Cell"].contains(element.type), !element.label.isEmpty else { return false }
        return !element.children.contains(where: \.holdsStop)
    }

    /// Marks, from the leaves up, every element that is or holds a reachable stop, so that
    /// deciding whether a labelled `Other` is a stop looks at its children once. Asking each
    /// child again on every level doubled the time per level of nesting.
    private func markStops(_ element: inout CapturedElement) {
        for index in element.children.indices { markStops(&element.children[index]) }
        element.holdsControl = element.children.contains { $0.holdsControl || Self.isControl($0) }
        element.holdsStop = element.isVisible && !element.hasEmptyFrame && !CaptureTraits.skippedTypes.contains(element.type)
            && (isStop(element) || element.children.contains(where: \.holdsStop))
    }

    /// What a control is, for a cell (imports spec §9): something a user acts on.
    private static func isControl(_ element: CapturedElement) -> Bool {
        ["SegmentedControl", "Stepper"].contains(element.type)
            || !element.resolvedTraits.isDisjoint(with: [.button, .link, .switchButton, .adjustable, .textField, .secureTextField, .searchField])
    }

    /// A table cell that holds no control, where the capture does not say what is accessible
    /// (an XCUITest dump, an Appium source without `accessible`), is one stop, as VoiceOver reads
    /// a standard cell: the labels and values of its texts, joined by `, ` (imports spec §9).
    private func readAsOneStop(_ cell: CapturedElement) -> CapturedElement? {
        guard cell.type == "Cell", cell.isAccessible == nil, format == .xcuitest || format == .appium, !cell.holdsControl else { return nil }
        var texts: [String] = [], pending = Array(cell.children.reversed())
        while let element = pending.popLast() {
            guard element.isVisible, !element.hasEmptyFrame else { continue }
            if element.type == "StaticText" {
                if !element.label.isEmpty { texts.append(element.label) }
                if !element.value.isEmpty, element.value != element.label { texts.append(element.value) }
            }
            pending += element.children.reversed()
        }
        guard !texts.isEmpty else { return nil }
        var stop = cell
        stop.label = texts.joined(separator: ", ")
        stop.value = ""
        stop.children = []
        return stop
    }

    /// A text or image with nothing to say is no stop for VoiceOver.
    private func isSilent(_ element: CapturedElement) -> Bool {
        element.label.isEmpty && element.value.isEmpty && element.placeholder.isEmpty && element.hint.isEmpty
            && ["StaticText", "Other", "Cell", "Image", "Icon"].contains(element.type)
    }

    /// A `StaticText` directly inside is the title, a heading. UIKit's back button (phrasing K5)
    /// is the button named `BackButton`, or the leading button, before the title, labelled like
    /// the previous screen: a leading bar button item (`Close`, `Done`, `Cancel`: UIKit's
    /// system titles, `button.barItems` in the voice) is a plain button (imports §9).
    private mutating func navigationBar(_ bar: CapturedElement) -> [Unit] {
        var controls: [Unit] = []
        var seenTitle = false
        for child in bar.children {
            guard child.isVisible, !child.hasEmptyFrame else { continue }
            var element = child
            if element.type == "StaticText" {
                element.traits = (element.traits ?? [.staticText]).union(.header)
                seenTitle = true
            } else if element.type == "Button", element.identifier == "BackButton"
                        || !seenTitle && controls.isEmpty && (element.traits ?? []).isSubset(of: [.button, .backButton])
                            && !words.isBarItemTitle(element.label) {
                // UIKit names the back item `BackButton`, whatever its label (imports spec §9).
                // The back-button traits add to what the capture says: a secure trait or role
                // survives them (S2).
                element.traits = (element.traits ?? []).union([.button, .backButton])
            } else if !(element.label.isEmpty) && element.type == "Other" {
                seenTitle = true
            }
            controls += walk(element, parentType: "NavigationBar")
        }
        return controls
    }

    // MARK: One stop

    /// The control a stop is: the plainest kind that says what its traits say (the kinds of
    /// the documents spec), else an `element` with the traits as given.
    ///
    /// The captured traits only pick the control that holds what the capture says, the same for
    /// every screen reader; what the stop is and can do (its role and actions) is decided by the
    /// reader's role table when the tree is built, and an `element` adjusts or toggles when its
    /// role says so (`Element+Adjustable`, `Element+Toggleable`).
    private mutating func control(_ captured: CapturedElement) -> Control {
        let traits = captured.resolvedTraits
        var value = captured.value
        // AccessibilitySnapshot's `hint` is what VoiceOver reads, trait hints included; the
        // app's own hint is what a control holds (imports §3), so each hint is spoken once.
        var hint = captured.hint
        if format == .accessibilitySnapshot {
            hint = words.appHint(inCaptured: hint, traits: captured.isEnabled ? traits : traits.union(.notEnabled))
            // With no label or value, the parser spoke the app's hint as the description (D2).
            if hint.isEmpty, captured.label.isEmpty, captured.value.isEmpty, let description = captured.capturedDescription {
                hint = words.appHint(speakingAsCoreOf: description)
            }
        }
        var attributes = ControlAttributes(hint: hint, identifier: uniqueIdentifier(captured.identifier),
                                           isEnabled: captured.isEnabled, isSelected: captured.isSelected)
        attributes.customActions = captured.customActions
        attributes.customContent = captured.customContent
        attributes.customRotors = captured.customRotors
        // The capture's own description lives on the element it describes (imports §5).
        attributes.capturedDescription = captured.capturedDescription
        // Where the stop is and where it came from, for touch and JSON (RO3, R4).
        attributes.frame = captured.frame
        if captured.line > 0 { attributes.sourceLine = captured.line }
        if format != .accessibilitySnapshot {
            // WebDriverAgent and XCUITest copy a text's label into its value, and give a selected
            // button the value 1 (imports spec §3).
            if value == captured.label { value = "" }
            if traits.contains(.button), !traits.contains(.switchButton), value == "1" || value == "0" {
                attributes.isSelected = attributes.isSelected || value == "1"
                value = ""
            }
            if !traits.isDisjoint(with: [.textField, .secureTextField, .searchField]), value == captured.placeholder { value = "" }
        }
        let label = captured.label
        if traits.contains(.secureTextField) {
            return SecureTextField(label, placeholder: captured.placeholder, text: SecureText(value), attributes: attributes).control
        }
        // A search field (XCUITest's and Appium's `SearchField`, idb's search text field) is a text
        // field that says `Search Field.`: its placeholder is spoken and it is edited (issue 32).
        // AccessibilitySnapshot names `textEntry` on one that edits; `searchField` alone is a word.
        if traits.contains(.searchField), format != .accessibilitySnapshot || traits.contains(.textField),
           traits.isSubset(of: [.searchField, .textField, .staticText]) {
            return TextField(label, placeholder: captured.placeholder, text: value, isSearchField: true, attributes: attributes).control
        }
        if traits.contains(.textField), traits.isSubset(of: [.textField, .textArea, .staticText]) {
            return traits.contains(.textArea)
                ? TextView(label, placeholder: captured.placeholder, text: value, attributes: attributes).control
                : TextField(label, placeholder: captured.placeholder, text: value, attributes: attributes).control
        }
        // WebDriverAgent lists `ToggleButton, StaticText, Button` on a switch: the text trait adds no word.
        if traits.contains(.switchButton), traits.subtracting(.staticText).isSubset(of: [.button, .switchButton]),
           let state = SwitchState(captureValue: value.isEmpty ? "0" : value) {
            return Switch(label, state: state, attributes: attributes).control
        }
        guard value.isEmpty else { return Element(label, value: value, traits: traits, attributes: attributes).control }
        // A static text says nothing for its trait, so a text and a heading text are plain kinds.
        var kind = traits
        if kind.contains(.staticText), kind.subtracting(.staticText).isSubset(of: .header) { kind.remove(.staticText) }
        // The plainest label kind that says the traits (Kinds/LabelKind.swift), else an element.
        if let plain = LabelKind.forCapture(traits: kind) { return plain.make(label, attributes) }
        return Element(label, value: value, traits: traits, attributes: attributes).control
    }

    /// Identifiers must be unique in a document; a capture often repeats them. They are never
    /// spoken, so a repeated one is dropped.
    private mutating func uniqueIdentifier(_ identifier: String) -> String? {
        guard !identifier.isEmpty, identifiers.insert(identifier).inserted else { return nil }
        return identifier
    }

    // MARK: Alerts and action sheets (imports spec §4)

    private mutating func present(_ element: CapturedElement) {
        var texts: [String] = [], buttons: [AlertAction] = [], plainFields: [CapturedElement] = [], secureFields: [CapturedElement] = []
        func collect(_ node: CapturedElement) {
            guard node.isVisible, !node.hasEmptyFrame else { return }
            // A field is told by what it is (type, traits, role), never by its place, and a
            // secure one before anything that would show its text.
            if node.isSecure { secureFields.append(node); return }
            switch node.type {
            case "StaticText": if !node.label.isEmpty { texts.append(node.label) } else if !node.value.isEmpty { texts.append(node.value) }
            case "Button": buttons.append(AlertAction(node.label, isEnabled: node.isEnabled))
            default:
                if node.resolvedTraits.contains(.textField) { plainFields.append(node) } else { node.children.forEach(collect) }
            }
        }
        element.children.forEach(collect)
        var title = element.label.isEmpty ? nil : element.label
        if title == nil, !texts.isEmpty { title = texts.removeFirst() } else if let title, texts.first == title { texts.removeFirst() }
        let message = texts.isEmpty ? nil : texts.joined(separator: "\n")
        var cancel = CancelButton.none
        if let index = buttons.firstIndex(where: { $0.title == cancelTitle }) {
            buttons.remove(at: index)
            cancel = .standard
        }
        if element.type == "Sheet" {
            presentations.append(.actionSheet(ActionSheet(title: title, message: message, cancelButton: cancel, buttons: buttons)))
            return
        }
        // The style follows the fields there are; a secure field only ever fills a secure slot.
        let slots: [(field: CapturedElement, secure: Bool)]
        let style: Alert.Style
        switch (plainFields.count, secureFields.count) {
        case (0, 0): style = .default; slots = []
        case (_, 0) where plainFields.count >= 2:
            // Two plain fields read as login and password: the second is then hidden, never shown.
            style = .loginAndPasswordInput; slots = [(plainFields[0], false), (plainFields[1], true)]
        case (_, 0): style = .plainTextInput; slots = [(plainFields[0], false)]
        case (0, _): style = .secureTextInput; slots = [(secureFields[0], true)]
        default: style = .loginAndPasswordInput; slots = [(plainFields[0], false), (secureFields[0], true)]
        }
        let leftOut = plainFields.count + secureFields.count - slots.count
        if leftOut > 0 {
            warnings.append(DocumentDiagnostic(severity: .warning, file: "", line: element.line, column: element.column, keyPath: "",
                                               message: "\(leftOut) text field(s) of the alert are left out: an alert has at most a login and a password field"))
        }
        var alert = Alert(title: title, message: message, style: style, cancelButton: cancel, buttons: buttons)
        for (index, slot) in slots.enumerated() {
            let text = slot.field.value == slot.field.placeholder ? "" : slot.field.value
            alert.setText(text, ofTextFieldAt: index)
            alert.textFields[index].updateTextEntry { $0.placeholder = slot.field.placeholder }
        }
        presentations.append(.alert(alert))
    }
}
