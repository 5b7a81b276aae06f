import Testing
import Speakable
import SpeakableAudit
import SpeakableDocuments

/// The rules of the audit spec §1: for each, a screen that fires it and a near miss that must not.
@Suite("Audit: §1 rules")
struct AuditRuleTests {
    /// The rule ids an audit of a document finds, in order.
    func rules(_ yaml: String, only rule: String? = nil, minimumTarget: Double = 24) throws -> [String] {
        try findings(yaml, only: rule, minimumTarget: minimumTarget).map(\.rule)
    }

    func findings(_ yaml: String, only rule: String? = nil, minimumTarget: Double = 24, locale: SpeechLocale = .en) throws -> [AuditFinding] {
        let document = try ScreenDocument(locatingElementsIn: yaml, path: "audit.yaml")
        let chosen = rule.map { [AuditRule.named($0)!] } ?? AuditRule.all
        return AccessibilityAudit(rules: chosen, voice: try .builtIn(locale), minimumTarget: minimumTarget).findings(in: document.screen)
    }

    @Test("no-description: an actionable stop or an image with no label and no value; a hint alone does not count")
    func noDescription() throws {
        let found = try findings("elements: [button: {id: save}, image: {}, text: Hello, button: {label: '', value: '3'}, button: {hint: Saves it.}, switch: {on: true}]",
                                 only: "no-description")
        // A switch's state is no description: VoiceOver says only "Switch Button. On."
        #expect(found.map(\.stop) == [0, 1, 4, 5])
        #expect(found[0].message == "Element has no description: VoiceOver says only \"Button.\"")
        // A hint stands in for the missing name (D2), but is no description.
        #expect(found[2].message == "Element has no description: VoiceOver says only \"Saves it. Button.\"")
        #expect(found[0].line == 1 && found[0].column == 12)
        #expect(try rules("elements: [button: Save, image: Logo]", only: "no-description").isEmpty)
    }

    @Test("image-name-label: camelCase inside a word, underscores, dotted words, image file extensions")
    func imageNameLabel() throws {
        #expect(try rules("elements: [button: bookmarkTrayFillLarge, button: icon_close, button: square.and.arrow.up, image: logo.png]",
                          only: "image-name-label").count == 4)
        #expect(try rules("elements: [button: Wi-Fi, button: iPhone Settings, button: Save, text: 3.5, button: ABC]", only: "image-name-label").isEmpty)
        // Names written in camel case are words: one capital after a one-letter start, or two words.
        #expect(try rules("elements: [button: iPhone, button: macOS, link: YouTube, link: GitHub, button: eBay]", only: "image-name-label").isEmpty)
        #expect(try rules("elements: [button: TabBarIcon, button: historyLarge]", only: "image-name-label").count == 2)
        #expect(try findings("elements: [button: bookmarkTrayFillLarge]", only: "image-name-label")[0].message
                == "Label not human-readable: \"bookmarkTrayFillLarge\" looks like an image name")
    }

    @Test("image-name-label: a printable ASCII label, tested byte by byte, reads as the same label with a non-ASCII letter in it")
    func imageNameLabelAsciiReadsAsAnyLabel() {
        let labels: [(String, Bool)] = [
            ("bookmarkTrayFillLarge", true), ("historyLarge", true), ("TableRowEdge", true), ("icon_delete", true), ("sheet.png", true),
            ("note.2", true), ("a.b.e", true), ("iPhone", false), ("YouTube", false), ("eBay", false), ("Settings", false),
            ("Dr.Fee.", false), ("Delete button", false), ("Wi-Fe", false), ("", false),
        ]
        for (label, expected) in labels {
            #expect(AuditRule.looksLikeImageName(label) == expected, "\(label)")
            // The same label with an accented lower-case letter takes the general path.
            let accented = label.replacing("e", with: "é")
            #expect(AuditRule.looksLikeImageName(accented) == expected, "\(accented)")
        }
    }

    @Test("label-has-trait: a trait word loses its final periods, spaces and ideographic full stops, told byte by byte as by characters")
    func traitWordsAreBareAsByCharacters() {
        let words: [(String, String)] = [
            ("Button.", "Button"), ("Actions Available. ", "Actions Available"), ("按钮。", "按钮"), ("Кнопка.", "Кнопка"),
            ("x .。 .", "x"), ("..", ""), ("", ""), ("é.", "é"), (".\u{301}", ".\u{301}"), ("Tab\u{3002}", "Tab"),
        ]
        for (word, bare) in words { #expect(AuditedScreen.bareWord(word) == bare, "\(word)") }
    }

    @Test("label-has-trait: the label ends with the word for a trait the stop has, on a word boundary, in the voice's language")
    func labelHasTrait() throws {
        let found = try findings("elements: [button: Delete button, image: Profile photo image, link: Terms link]", only: "label-has-trait")
        #expect(found.map(\.stop) == [0, 1, 2])
        #expect(found[0].message == "Label repeats the trait: VoiceOver says \"Delete button. Button.\"")
        #expect(try rules("elements: [button: Rebutton, text: Push button, heading: Image]", only: "label-has-trait").isEmpty)
        #expect(try findings("locale: ru\nelements: [button: Удалить кнопка]", only: "label-has-trait", locale: .ru).count == 1)
        #expect(try findings("locale: zh-Hans\nelements: [button: 删除按钮]", only: "label-has-trait", locale: .zhHans).count == 1)
        // Any case, a value too, a label of one word; a longer word that ends the same is none.
        #expect(try findings("elements: [button: SAVE BUTTON, textField: {label: Name, text: my text field}, button: Button, link: Hyperlink, button: Save]",
                             only: "label-has-trait").map(\.stop) == [0, 1])
    }

    @Test("hit-region: an actionable stop under 24 × 24 pt (or --min-target); needs frames")
    func hitRegion() throws {
        let yaml = "elements: [button: {label: OK, frame: [0, 0, 20, 20]}, button: {label: Go, frame: [0, 40, 30, 30]}, text: {label: Hi, frame: [0, 80, 5, 5]}]"
        let found = try findings(yaml, only: "hit-region")
        #expect(found.map(\.stop) == [0] && found[0].message == "Hit area is too small: 20 × 20 pt, under 24 × 24")
        #expect(found[0].frame == ScreenFrame(x: 0, y: 0, width: 20, height: 20))
        #expect(try rules(yaml, only: "hit-region", minimumTarget: 44).count == 2)
        #expect(try rules("elements: [button: OK]", only: "hit-region").isEmpty)   // no frames: skipped
    }

    @Test("duplicate-description: actionable stops spoken the same, one finding per group, on its second stop")
    func duplicateDescription() throws {
        let found = try findings("elements: [button: More, text: More, button: More, button: More, button: Less]", only: "duplicate-description")
        #expect(found.map(\.stop) == [2] && found[0].message == "3 elements are spoken \"More. Button.\"")
        #expect(try rules("elements: [button: More, link: More]", only: "duplicate-description").isEmpty)
    }

    @Test("duplicate-description: labels that differ still say the same (More. and More), labels one begins the other are compared, others never collide")
    func duplicateDescriptionOfDifferentLabels() throws {
        // "More." and "More" are both spoken "More. Button.": told apart by nothing said.
        let found = try findings("elements: [button: More., button: Mores, button: More, button: Less]", only: "duplicate-description")
        #expect(found.map(\.stop) == [2] && found[0].message == "2 elements are spoken \"More. Button.\"")
        #expect(try rules("elements: [button: Field 1, button: Field 10, button: Field 2, switch: {label: Field 1, on: false}]",
                          only: "duplicate-description").isEmpty)
        // Labels longer than the eight bytes the rule sorts by first: ties are told by their
        // bytes, and a label of exactly eight bytes that begins a longer one is compared.
        let long = try findings("""
            elements: [button: Settings item 10, button: Settings item 1, button: Settings, button: Settings item 1., \
            button: Settings item 2, button: Settings.]
            """, only: "duplicate-description")
        #expect(long.map(\.stop) == [3, 5] && long.map(\.message) == ["2 elements are spoken \"Settings item 1. Button.\"",
                                                                     "2 elements are spoken \"Settings. Button.\""])
        // Labels that are not printable ASCII are formatted and compared as before.
        #expect(try findings("elements: [button: Café, button: Cafe\u{301}, button: Cafe]", only: "duplicate-description").map(\.stop) == [1])
        #expect(try findings("elements: [button: Ok, button: Ok, text: Ok, button: {label: Ok, value: '1'}, button: Ok]", only: "duplicate-description")
            .map(\.message) == ["3 elements are spoken \"Ok. Button.\""])
    }

    @Test("duplicate-description: a label and its value say what a longer label says and are found; a label that goes on past a shorter one with a letter or digit is not compared with it")
    func duplicateDescriptionAcrossLabelAndValue() throws {
        let found = try findings("""
            elements: [button: 'Save: Draft', button: {label: Save, value: Draft}, button: Save, button: Done. Yes, \
            button: {label: Done., value: 'Yes'}, button: Field 1, button: Field 10]
            """, only: "duplicate-description")
        #expect(found.map(\.stop) == [1, 4] && found.map(\.message) == ["2 elements are spoken \"Save: Draft. Button.\"",
                                                                        "2 elements are spoken \"Done. Yes. Button.\""])
        // Which stops are formatted to be compared: `Field 10` and `Field 2` go on past
        // `Field 1` with a digit; `Field 1: x` with the label-value separator.
        let english = AuditedScreen(screen: Screen { Button("Field 1"); Button("Field 10"); Button("Field 1: x"); Button("Field 2") }, voice: try .builtIn(.en))
        #expect(english.possiblyAlikeDescriptions(among: [0, 1, 2, 3]) == [0, 2])
        // In Chinese a label is followed by `。`, `：` or a space: a digit is none of them.
        let chinese = AuditedScreen(screen: Screen { Button("Field 1"); Button("Field 10"); Button("Field 1 x") }, voice: try .builtIn(.zhHans))
        #expect(chinese.possiblyAlikeDescriptions(among: [0, 1, 2]) == [0, 2])
    }

    @Test("duplicate-description under TalkBack: descriptions compared by the parts they begin with (the app's text, the voice's words), and equal ones found")
    func duplicateDescriptionUnderTalkBack() throws {
        let screen = Screen { Button("More"); Button("Mores"); Button("More"); Switch("More", isOn: false); Button("Save"); Button("Save, Button") }
        var audit = AccessibilityAudit(rules: [.duplicateDescription], voice: try .builtIn(.en))
        audit.reader = .talkBack
        let found = audit.findings(in: screen)
        #expect(found.map(\.stop) == [2] && found.map(\.message) == ["2 elements are spoken \"More, Button\""])
        // `Mores, Button` and `off, More, Switch` begin as no other stop's parts do; `Save, Button`
        // (its name, then its role) begins `Save, Button, Button` with the separator after it.
        let audited = AuditedScreen(screen: screen, voice: try .builtIn(.en), reader: .talkBack)
        #expect(audited.possiblyAlikeDescriptions(among: Array(0..<6)) == [0, 2, 4, 5])
    }

    @Test("duplicate-bounds: actionable stops with the same frame")
    func duplicateBounds() throws {
        #expect(try findings("elements: [button: {label: A, frame: [0, 0, 44, 44]}, button: {label: B, frame: [0, 0, 44, 44]}]",
                             only: "duplicate-bounds").map(\.message) == ["2 elements share this frame"])
        #expect(try rules("elements: [button: {label: A, frame: [0, 0, 44, 44]}, text: {label: B, frame: [0, 0, 44, 44]}]", only: "duplicate-bounds").isEmpty)
    }

    @Test("conflicting-traits: button with link, search field or keyboard key; link with search field; button with adjustable")
    func conflictingTraits() throws {
        let found = try findings("elements: [element: {label: Terms, traits: [button, link]}, element: {label: Find, traits: [link, searchField]}]",
                                 only: "conflicting-traits")
        #expect(found.map(\.message) == ["Conflicting traits: Button and Link", "Conflicting traits: Link and Search Field"])
        #expect(try rules("elements: [element: {label: Terms, traits: [link, header]}]", only: "conflicting-traits").isEmpty)
    }

    @Test("adjustable-no-value: an adjustable stop with no value")
    func adjustableNoValue() throws {
        #expect(try rules("elements: [element: {label: Volume, traits: [adjustable]}]", only: "adjustable-no-value") == ["adjustable-no-value"])
        #expect(try rules("elements: [slider: {label: Volume, value: 0.5}]", only: "adjustable-no-value").isEmpty)
    }

    @Test("placeholder-only: a text field named only by its placeholder")
    func placeholderOnly() throws {
        #expect(try rules("elements: [textField: {placeholder: Email}]", only: "placeholder-only") == ["placeholder-only"])
        #expect(try rules("elements: [textField: {label: Email, placeholder: you@example.com}]", only: "placeholder-only").isEmpty)
    }

    @Test("hint-style: a hint that starts with a gesture, repeats the label, or has no final period")
    func hintStyle() throws {
        let found = try findings("elements: [button: {label: A, hint: Tap to save.}, button: {label: Save, hint: Save}, button: {label: B, hint: Saves it}]",
                                 only: "hint-style")
        #expect(found.map(\.message) == ["Hint starts with a gesture: VoiceOver already says how to activate",
                                         "Hint repeats the label: VoiceOver says it twice", "Hint does not end in a period"])
        #expect(try rules("elements: [button: {label: Save, hint: Saves the file.}, button: {label: T, hint: Tapestry is shown.}]", only: "hint-style").isEmpty)
    }

    @Test("label-style: a button or link label ending in a period, or over 40 characters")
    func labelStyle() throws {
        #expect(try rules("elements: [button: Save., link: \(String(repeating: "a", count: 41))]", only: "label-style").count == 2)
        #expect(try rules("elements: [button: Save, text: Done., button: Loading...]", only: "label-style").isEmpty)
    }

    @Test("link-purpose: a link of only vague words")
    func linkPurpose() throws {
        #expect(try findings("elements: [link: Learn more, link: Click here]", only: "link-purpose").map(\.message)
                == ["Link text \"Learn more\" may not say where it goes", "Link text \"Click here\" may not say where it goes"])
        #expect(try rules("elements: [link: Learn more about privacy, button: More]", only: "link-purpose").isEmpty)
    }

    @Test("no-heading: eight or more stops and no heading")
    func noHeading() throws {
        let eight = (1...8).map { "button: B\($0)" }.joined(separator: ", ")
        let found = try findings("elements: [\(eight)]", only: "no-heading")
        #expect(found.map(\.message) == ["Screen has no heading: the Headings rotor finds nothing"] && found[0].stop == nil)
        #expect(try rules("elements: [heading: Title, \(eight)]", only: "no-heading").isEmpty)
        #expect(try rules("elements: [button: A, button: B]", only: "no-heading").isEmpty)
    }

    @Test("tab-outside-tab-bar: a tab trait with no N of M")
    func tabOutsideTabBar() throws {
        #expect(try rules("elements: [element: {label: Home, traits: [button, tabBarItem]}]", only: "tab-outside-tab-bar") == ["tab-outside-tab-bar"])
        #expect(try rules("elements: [tabBar: {items: [Home, Search]}]", only: "tab-outside-tab-bar").isEmpty)
    }

    @Test("alert-buttons: an alert with more than two buttons besides cancel")
    func alertButtons() throws {
        #expect(try findings("present: [alert: {title: Save?, buttons: [Save, Discard, Duplicate]}]", only: "alert-buttons").map(\.message)
                == ["Alert has 3 buttons: the HIG suggests an action sheet"])
        #expect(try rules("present: [alert: {title: Save?, buttons: [Save, Discard]}]", only: "alert-buttons").isEmpty)
    }

    @Test("button-title-length: an alert, sheet or undo button title over 24 characters")
    func buttonTitleLength() throws {
        #expect(try rules("present: [alert: {title: Delete?, buttons: [Delete Everything In This Folder]}]", only: "button-title-length") == ["button-title-length"])
        #expect(try rules("present: [alert: {title: Delete?, buttons: [Delete]}]", only: "button-title-length").isEmpty)
    }

    @Test("undo-name: an undo or redo name not in Title Case, or with punctuation")
    func undoName() throws {
        #expect(try rules("undo: {undo: [name change, Typing!]}", only: "undo-name").count == 2)
        #expect(try rules("undo: {undo: [Name Change, Move to Trash]}", only: "undo-name").isEmpty)
    }

    @Test("secure-text-in-capture: fires when a capture held secure text in clear, never quoting it")
    func secureTextInCapture() throws {
        let audit = AccessibilityAudit(rules: [.secureTextInCapture], voice: try .builtIn(.en))
        let found = audit.findings(in: Screen { Button("OK") }, secureTextsInClear: 1)
        #expect(found.map(\.message) == ["The capture holds a secure field's text in clear"])
        #expect(audit.findings(in: Screen { Button("OK") }).isEmpty)
    }

    @Test("Messages are in the document's language (ru, zh-Hans), from the voice files")
    func messagesInEveryVoice() throws {
        #expect(try findings("locale: ru\nelements: [button: {id: x}]", only: "no-description", locale: .ru)[0].message
                == "У элемента нет описания: VoiceOver скажет только \"Кнопка.\"")
        #expect(try findings("locale: zh-Hans\nelements: [link: Learn more]", only: "link-purpose", locale: .zhHans)[0].message
                == "链接文字“Learn more”可能没有说明去向")
    }

    @Test("A clean screen has no finding")
    func cleanScreen() throws {
        #expect(try rules("""
            elements:
              - heading: Settings
              - switch: {label: Wi-Fi, on: true, hint: Turns Wi-Fi on or off.}
              - button: {label: Save, frame: [16, 100, 120, 44]}
              - link: Privacy Policy
            """).isEmpty)
    }

    @Test("§3 reasoned exceptions: audit: {disable: […]} on an element skips its findings; on the document, the rule; an unknown rule is a located error")
    func exceptions() throws {
        let yaml = """
            audit: {disable: [link-purpose], reason: The links are explained by the text above.}
            elements:
              - button: {id: close, audit: {disable: [no-description]}}
              - button: {id: other}
              - link: Learn more
            """
        let document = try ScreenDocument(locatingElementsIn: yaml, path: "audit.yaml")
        #expect(document.auditDisabled == ["link-purpose"])
        let found = AccessibilityAudit(voice: try .builtIn(.en)).findings(in: document.screen)
        // The library leaves the document's own list to its caller (the command line applies it).
        #expect(found.map(\.rule) == ["no-description", "duplicate-description", "link-purpose"] && found[0].stop == 1)
        do {
            _ = try ScreenDocument(yaml: "elements: [button: {label: A, audit: {disable: [hit-regon]}}]", path: "bad.yaml")
            Issue.record("an unknown rule was accepted")
        } catch {
            #expect("\(error)".contains("bad.yaml:1:49: error: elements[0].button.audit.disable[0]: unknown audit rule 'hit-regon' (did you mean 'hit-region'?)"))
        }
    }
}
