/// Every key of a voice file: the one list of what a voice must (or may) say.
///
/// Each case is one word, phrase or setting the screen reader adds in a locale. Code never
/// spells these words; it names a key, and the generator looks the key up in the voice when it
/// formats an utterance. A voice file that lacks a required key is refused when it is loaded.
///
/// ```swift
/// let voice = try Voice.builtIn(.ru)
/// voice[.button]          // "Кнопка"
/// VoiceKey.button.fileKey // "trait.button"
/// ```
public enum VoiceKey: Int, CaseIterable, Hashable, Sendable {
    // The locale itself.
    /// `locale`: the locale identifier (`en`).
    case locale
    /// `name`: the language's own name for itself.
    case name
    /// `plural`: the plural rule of counts (``PluralRule``).
    case plural

    // Punctuation (D1, D4).
    /// `punctuation.sentenceEnd`: `.` or `。`.
    case sentenceEnd
    /// `punctuation.labelValue`: joins a label and its value, `: `.
    case labelValueSeparator
    /// `punctuation.wordSeparator`: joins the sentences of an utterance, a space.
    case wordSeparator
    /// `punctuation.decimal`: the decimal separator of numbers, `.` or `,`.
    case decimalSeparator

    // Pauses, in milliseconds, when spoken.
    /// `pause.hint`: silence between a description and its hint (H5).
    case hintPause
    /// `pause.utterance`: silence between two utterances of a track.
    case utterancePause

    // Trait words (D3, D5).
    /// `trait.selected`: `Selected`, before the core.
    case selected
    /// `trait.notEnabled`: `Dimmed`.
    case dimmed
    /// `trait.button`: `Button`.
    case button
    /// `trait.textField`: `Text Field`.
    case textField
    /// `trait.secureTextField`: `Secure Text Field`.
    case secureTextField
    /// `trait.isEditing`: `Is editing`.
    case isEditing
    /// `trait.header`: `Heading`.
    case heading
    /// `trait.link`: `Link`.
    case link
    /// `trait.adjustable`: `Adjustable`.
    case adjustable
    /// `trait.image`: `Image`.
    case image
    /// `trait.searchField`: `Search Field`.
    case searchField
    /// `trait.backButton`: `Back Button` (K5).
    case backButton
    /// `trait.switchButton`: `Switch Button` (K1).
    case switchButton
    /// `trait.tab`: `Tab` (K4).
    case tab

    // A switch's state words (K1).
    /// `state.on`: `On`.
    case on
    /// `state.off`: `Off`.
    case off
    /// `state.mixed`: `Mixed`.
    case mixed

    // Context suffixes (C1–C3) and what else an element offers (X1).
    /// `context.series`: `{i} of {n}`, a position in a series.
    case series
    /// `context.row`: `Row {n}`, the row of a data table's cell that starts it (C6).
    case tableRow
    /// `context.column`: `Column {n}`, a data table cell's column (C6).
    case tableColumn
    /// `context.spansRows`: `Spans {n} rows` (C6).
    case spansRows
    /// `context.spansColumns`: `Spans {n} columns` (C6).
    case spansColumns
    /// `context.listStart`: `List Start`.
    case listStart
    /// `context.listEnd`: `List End`.
    case listEnd
    /// `context.landmarkStart`: `Landmark`.
    case landmarkStart
    /// `context.landmarkEnd`: `End`.
    case landmarkEnd
    /// `actions.available`: `Actions Available`.
    case actionsAvailable
    /// `content.available`: `More Content Available`.
    case moreContentAvailable

    // Hints the screen reader adds (H2, H3). `{hint}` stands for the app's hint.
    /// `hint.adjustable`: the adjust hint.
    case adjustHint
    /// `hint.adjustableAfterAppHint`: the adjust hint after the app's own.
    case adjustHintAfterAppHint
    /// `hint.edit`: the edit hint of a text field.
    case editHint
    /// `hint.toggle`: the hint of a switch (K1).
    case toggleHint
    /// `hint.toggleAfterAppHint`: the switch hint after the app's own.
    case toggleHintAfterAppHint
    /// `keyboard.edit`: the edit hint in a terminal prompt.
    case keyboardEditHint
    /// `keyboard.adjust`: the adjust hint in a terminal prompt.
    case keyboardAdjustHint
    /// `keyboard.adjustAfterAppHint`: the adjust hint in a prompt, after the app's own.
    case keyboardAdjustHintAfterAppHint
    /// `keyboard.toggle`: the switch hint in a terminal prompt.
    case keyboardToggleHint
    /// `keyboard.toggleAfterAppHint`: the switch hint in a prompt, after the app's own.
    case keyboardToggleHintAfterAppHint

    // Other words (phrasing spec §11).
    /// `role.alert`: `Alert`, the role word of an alert's announcement (A3).
    case alert
    /// `button.cancel`: `Cancel`, the standard cancel button's title (A1).
    case cancel
    /// `placeholder.login`: `Login` (A2).
    case login
    /// `placeholder.password`: `Password` (A2).
    case password
    /// `undo.prefix`: `Undo `, before an undo action's name (U2).
    case undoPrefix
    /// `redo.prefix`: `Redo `, before a redo action's name (U2).
    case redoPrefix
    /// `popover.dismiss`: `Dismiss popup` (P3, P4).
    case dismissPopup
    /// `stepper.decrement`: `Decrement` (ST4).
    case decrement
    /// `stepper.increment`: `Increment` (ST4).
    case increment
    /// `echo.space`: `space`, a typed space (T3).
    case space
    /// `button.back`: `Back`, the back button label that is not spoken (K5).
    case back
    /// `button.barItems`: the titles of UIKit's system bar button items (`Close|Done|Cancel|…`),
    /// `|`-separated: a leading navigation-bar button with one of them is a bar button, never the
    /// back button (imports §9). Matched in a capture, never spoken.
    case barItems
    /// `format.percent`: `{n}%`, a slider's value (K2).
    case percent

    // The rotor's items (RO1).
    /// `rotor.headings`: `Headings`.
    case rotorHeadings
    /// `rotor.links`: `Links`.
    case rotorLinks
    /// `rotor.formControls`: `Form Controls`.
    case rotorFormControls
    /// `rotor.containers`: `Containers`.
    case rotorContainers
    /// `rotor.landmarks`: `Landmarks`.
    case rotorLandmarks
    /// `rotor.tables`: `Tables`.
    case rotorTables
    /// `rotor.actions`: `Actions`.
    case rotorActions
    /// `rotor.adjustValue`: `Adjust Value`.
    case rotorAdjustValue

    // A secure field's character count by plural category (S2, S4); `{n}` is the count.
    /// `count.one`.
    case countOne
    /// `count.few`.
    case countFew
    /// `count.many`.
    case countMany
    /// `count.other`: the only count form every voice must have.
    case countOther

    // The audit's messages (audit spec §1); `{…}` are filled by the audit.
    /// `audit.noDescription`: an audit finding's message (audit spec §1).
    case auditNoDescription
    /// `audit.imageNameLabel`: an audit finding's message (audit spec §1).
    case auditImageNameLabel
    /// `audit.labelHasTrait`: an audit finding's message (audit spec §1).
    case auditLabelHasTrait
    /// `audit.hitRegion`: an audit finding's message (audit spec §1).
    case auditHitRegion
    /// `audit.duplicateDescription`: an audit finding's message (audit spec §1).
    case auditDuplicateDescription
    /// `audit.duplicateBounds`: an audit finding's message (audit spec §1).
    case auditDuplicateBounds
    /// `audit.conflictingTraits`: an audit finding's message (audit spec §1).
    case auditConflictingTraits
    /// `audit.adjustableNoValue`: an audit finding's message (audit spec §1).
    case auditAdjustableNoValue
    /// `audit.placeholderOnly`: an audit finding's message (audit spec §1).
    case auditPlaceholderOnly
    /// `audit.hintGesture`: an audit finding's message (audit spec §1).
    case auditHintGesture
    /// `audit.hintRepeatsLabel`: an audit finding's message (audit spec §1).
    case auditHintRepeatsLabel
    /// `audit.hintPeriod`: an audit finding's message (audit spec §1).
    case auditHintPeriod
    /// `audit.labelPeriod`: an audit finding's message (audit spec §1).
    case auditLabelPeriod
    /// `audit.labelLength`: an audit finding's message (audit spec §1).
    case auditLabelLength
    /// `audit.linkPurpose`: an audit finding's message (audit spec §1).
    case auditLinkPurpose
    /// `audit.noHeading`: an audit finding's message (audit spec §1).
    case auditNoHeading
    /// `audit.tabOutsideTabBar`: an audit finding's message (audit spec §1).
    case auditTabOutsideTabBar
    /// `audit.alertButtons`: an audit finding's message (audit spec §1).
    case auditAlertButtons
    /// `audit.buttonTitleLength`: an audit finding's message (audit spec §1).
    case auditButtonTitleLength
    /// `audit.undoName`: an audit finding's message (audit spec §1).
    case auditUndoName
    /// `audit.secureTextInCapture`: an audit finding's message (audit spec §1).
    case auditSecureTextInCapture
    /// `audit.listeningCost`: an actionable stop that takes too long to reach (report spec §3).
    case auditListeningCost
    /// `audit.listeningCostSwipes`: the same, when no speech was synthesized (swipes only).
    case auditListeningCostSwipes
    /// `audit.editableContentDesc`: an editable text with a content description (talkback.md TB22).
    case auditEditableContentDesc
    /// `audit.clickableSpan`: text with clickable spans that is not itself actionable (TB22).
    case auditClickableSpan
    /// `audit.talkback.noDescription`: the message of `audit.noDescription` in TalkBack's terms (TB22).
    case auditTalkBackNoDescription
    /// `audit.talkback.labelHasTrait`: the message of `audit.labelHasTrait` in TalkBack's terms (TB22).
    case auditTalkBackLabelHasTrait
    /// `audit.talkback.hitRegion`: the message of `audit.hitRegion` in TalkBack's terms (TB22).
    case auditTalkBackHitRegion
    /// `audit.talkback.adjustableNoValue`: the message of `audit.adjustableNoValue` in TalkBack's terms (TB22).
    case auditTalkBackAdjustableNoValue
    /// `audit.talkback.hintGesture`: the message of `audit.hintGesture` in TalkBack's terms (TB22).
    case auditTalkBackHintGesture
    /// `audit.talkback.hintRepeatsLabel`: the message of `audit.hintRepeatsLabel` in TalkBack's terms (TB22).
    case auditTalkBackHintRepeatsLabel
    /// `audit.talkback.labelPeriod`: the message of `audit.labelPeriod` in TalkBack's terms (TB22).
    case auditTalkBackLabelPeriod
    /// `audit.talkback.noHeading`: the message of `audit.noHeading` in TalkBack's terms (TB22).
    case auditTalkBackNoHeading
    /// `audit.talkback.tabOutsideTabBar`: the message of `audit.tabOutsideTabBar` in TalkBack's terms (TB22).
    case auditTalkBackTabOutsideTabBar
    /// `audit.talkback.editableContentDesc`: the message of `audit.editableContentDesc` in TalkBack's terms (TB22).
    case auditTalkBackEditableContentDesc
    /// `audit.talkback.clickableSpan`: the message of `audit.clickableSpan` in TalkBack's terms (TB22).
    case auditTalkBackClickableSpan

    // The terminal prompts' own words (project): answers, outcomes, counts, key hints, role tags.
    /// `prompt.yes`: the affirmative button of `confirm`.
    case promptYes
    /// `prompt.no`: the negative button of `confirm`.
    case promptNo
    /// `prompt.done`: what `spin` says when its command succeeds.
    case promptDone
    /// `prompt.failed`: what `spin` says when its command fails.
    case promptFailed
    /// `prompt.working`: what `spin` says at each interval while its command runs.
    case promptWorking
    /// `prompt.loading`: `spin`'s title when none is given (gum's "Loading...").
    case promptLoading
    /// `prompt.askNumber`: plain mode, asked again: `Type a number from 1 to {n}`.
    case promptAskNumber
    /// `prompt.askNumbers`: plain mode, several may be chosen: `{limit}` and `{n}`.
    case promptAskNumbers
    /// `prompt.askRange`: plain mode, a stepper's value out of range: `{min}` and `{max}`.
    case promptAskRange
    /// `prompt.askShorter`: plain mode, past `--char-limit`: `{count}` and `{limit}`.
    case promptAskShorter
    /// `prompt.askAdjust`: plain mode, a slider's or stepper's question in a screen: what to
    /// type, and that an empty line finishes.
    case promptAskAdjust
    /// `prompt.placeholder`: plain mode, before a placeholder shown, so it is not read as a value.
    case promptPlaceholder
    /// `results.one`: a filter's count of matches, `{n} result`.
    case resultsOne
    /// `results.few`.
    case resultsFew
    /// `results.many`.
    case resultsMany
    /// `results.other`: `{n} results`, the only form every voice must have.
    case resultsOther
    /// `keys.move`: the key-hint line's word for moving focus.
    case keysMove
    /// `keys.choose`: the key-hint line's word for choosing.
    case keysChoose
    /// `keys.cancel`: the key-hint line's word for cancelling.
    case keysCancel
    /// `keys.toggle`: the key-hint line's word for toggling a switch or a list item.
    case keysToggle
    /// `keys.adjust`: the key-hint line's word for adjusting a value.
    case keysAdjust
    /// `keys.filter`: the key-hint line's word for typing to narrow a list.
    case keysFilter
    /// `tag.switch`: the role tag a prompt draws before a switch.
    case tagSwitch
    /// `tag.link`: the role tag a prompt draws before a link.
    case tagLink
    /// `tag.tab`: the role tag a prompt draws before a tab.
    case tagTab
    /// `tag.textField`: the role tag a prompt draws before a text field of a screen.
    case tagTextField

    // TalkBack (talkback.md TB19): its words, read only by TalkBack's rules and never by VoiceOver's.
    // `{1}` and `{2}` stand where TalkBack's own strings have `%1$s` and `%2$s`.
    /// `talkback.punctuation.separator`: `, `, what TalkBack joins its parts with in every
    /// locale (F§3.9: hard-wired, not a translated string).
    case talkBackSeparator
    // Roles, states, collections, hints and symbols: F§10's tables
    /// `talkback.role.button`: the type word of a button.
    case talkBackButton
    /// `talkback.role.checkBox`: the type word of a check box.
    case talkBackCheckBox
    /// `talkback.role.radioButton`: the type word of a radio button.
    case talkBackRadioButton
    /// `talkback.role.switch`: the type word of a switch or toggle button.
    case talkBackSwitch
    /// `talkback.role.dropDownList`: the type word of a spinner.
    case talkBackDropDownList
    /// `talkback.role.editBox`: the type word of a text field.
    case talkBackEditBox
    /// `talkback.role.image`: the type word of an image.
    case talkBackImage
    /// `talkback.role.slider`: the type word of a seek bar.
    case talkBackSlider
    /// `talkback.role.progressBar`: the type word of a progress bar.
    case talkBackProgressBar
    /// `talkback.role.list`: the type word of a list.
    case talkBackList
    /// `talkback.role.grid`: the type word of a grid.
    case talkBackGrid
    /// `talkback.role.tabBar`: the type word of a tab widget.
    case talkBackTabBar
    /// `talkback.role.pager`: the type word of a pager.
    case talkBackPager
    /// `talkback.role.page`: the type word of a pager's page.
    case talkBackPage
    /// `talkback.role.webView`: the type word of a web view.
    case talkBackWebView
    /// `talkback.role.heading`: `Heading`, part B of the description.
    case talkBackHeading
    /// `talkback.role.rowHeading`: a table's row heading.
    case talkBackRowHeading
    /// `talkback.role.columnHeading`: a table's column heading.
    case talkBackColumnHeading
    /// `talkback.state.checked`: a checked checkable.
    case talkBackChecked
    /// `talkback.state.notChecked`: an unchecked checkable.
    case talkBackNotChecked
    /// `talkback.state.on`: a switch that is on.
    case talkBackOn
    /// `talkback.state.off`: a switch that is off.
    case talkBackOff
    /// `talkback.state.selected`: a selected node, said first.
    case talkBackSelected
    /// `talkback.state.disabled`: a disabled node, said last.
    case talkBackDisabled
    /// `talkback.state.enabled`: an enabled node.
    case talkBackEnabled
    /// `talkback.state.expanded`: a node that can collapse.
    case talkBackExpanded
    /// `talkback.state.collapsed`: a node that can expand.
    case talkBackCollapsed
    /// `talkback.state.editing`: a text field being edited.
    case talkBackEditing
    /// `talkback.state.selectionModeOn`: TalkBack's selection mode.
    case talkBackSelectionModeOn
    /// `talkback.state.unlabelled`: an actionable node with no name.
    case talkBackUnlabelled
    /// `talkback.state.password`: a password field with no content description.
    case talkBackPassword
    /// `talkback.state.maximumLength`: typing past the maximum length.
    case talkBackMaximumLength
    /// `talkback.template.percent`: a percentage value.
    case talkBackPercent
    /// `talkback.template.labeledItem`: an item ({1}) and its label ({2}).
    case talkBackLabeledItem
    /// `talkback.template.error`: an invalid node's error text.
    case talkBackError
    /// `talkback.template.invalidInput`: an error event's text.
    case talkBackInvalidInput
    /// `talkback.collection.index`: an item's position in a list.
    case talkBackListIndex
    /// `talkback.collection.row`: a grid item's row.
    case talkBackRowIndex
    /// `talkback.collection.column`: a grid item's column.
    case talkBackColumnIndex
    /// `talkback.collection.level`: a hierarchical collection's level.
    case talkBackLevel
    /// `talkback.collection.inList`: entering a list.
    case talkBackInList
    /// `talkback.collection.inListNamed`: entering a named list.
    case talkBackInListNamed
    /// `talkback.collection.outOfList`: leaving a list.
    case talkBackOutOfList
    /// `talkback.collection.outOfListNamed`: leaving a named list.
    case talkBackOutOfListNamed
    /// `talkback.collection.inGrid`: entering a grid.
    case talkBackInGrid
    /// `talkback.collection.inGridNamed`: entering a named grid.
    case talkBackInGridNamed
    /// `talkback.collection.outOfGrid`: leaving a grid.
    case talkBackOutOfGrid
    /// `talkback.collection.outOfGridNamed`: leaving a named grid.
    case talkBackOutOfGridNamed
    /// `talkback.collection.inPager`: entering a pager.
    case talkBackInPager
    /// `talkback.collection.inPagerNamed`: entering a named pager.
    case talkBackInPagerNamed
    /// `talkback.collection.outOfPager`: leaving a pager.
    case talkBackOutOfPager
    /// `talkback.collection.inVerticalPager`: entering a vertical pager.
    case talkBackInVerticalPager
    /// `talkback.collection.inHorizontalPager`: entering a horizontal pager.
    case talkBackInHorizontalPager
    /// `talkback.collection.inGridPager`: entering a grid pager.
    case talkBackInGridPager
    /// `talkback.collection.page`: a pager's page.
    case talkBackPageIndex
    /// `talkback.collection.inRole`: entering a collection with a role description.
    case talkBackInRole
    /// `talkback.collection.inRoleNamed`: entering a named collection with a role description.
    case talkBackInRoleNamed
    /// `talkback.collection.outOfRole`: leaving a collection with a role description.
    case talkBackOutOfRole
    /// `talkback.collection.outOfRoleNamed`: leaving a named collection with a role description.
    case talkBackOutOfRoleNamed
    /// `talkback.window.named`: a window's title.
    case talkBackWindow
    /// `talkback.window.pictureInPicture`: a picture-in-picture window.
    case talkBackPictureInPicture
    /// `talkback.gesture.doubleTap`: the activation gesture in hints.
    case talkBackDoubleTap
    /// `talkback.gesture.tap`: the single-tap activation gesture.
    case talkBackTap
    /// `talkback.gesture.swipeUp`: the gesture that adjusts up.
    case talkBackSwipeUp
    /// `talkback.gesture.swipeDown`: the gesture that adjusts down.
    case talkBackSwipeDown
    /// `talkback.gesture.threeFingerTap`: the gesture that opens TalkBack's menu.
    case talkBackTapWithThreeFingers
    /// `talkback.hint.activate`: the click hint.
    case talkBackActivateHint
    /// `talkback.hint.longPress`: the long-press hint.
    case talkBackLongPressHint
    /// `talkback.hint.toggle`: the hint of a checkable.
    case talkBackToggleHint
    /// `talkback.hint.select`: the hint of an item of a single-selection collection.
    case talkBackSelectHint
    /// `talkback.hint.editText`: the hint of a text field.
    case talkBackEditTextHint
    /// `talkback.hint.change`: the hint of a drop down list.
    case talkBackChangeHint
    /// `talkback.hint.adjust`: the hint of a slider.
    case talkBackAdjustHint
    /// `talkback.hint.adjustOneGesture`: the adjust hint with one gesture.
    case talkBackAdjustOneGestureHint
    /// `talkback.hint.customAction`: a labelled click action's hint.
    case talkBackCustomActionHint
    /// `talkback.hint.customLongPress`: a labelled long-click action's hint.
    case talkBackCustomLongPressHint
    /// `talkback.hint.menu`: what TalkBack's menu offers.
    case talkBackMenuHint
    /// `talkback.menu.actions`: the menu's Actions item.
    case talkBackActions
    /// `talkback.menu.links`: the menu's Links item.
    case talkBackLinks
    /// `talkback.hint.pager`: a pager's hint.
    case talkBackPagerHint
    /// `talkback.hint.passwords`: a password field's input-focus hint.
    case talkBackPasswordsHint
    /// `talkback.symbol.bullet`: `•` alone.
    case talkBackBullet
    /// `talkback.symbol.capital`: a capital letter.
    case talkBackCapitalLetter

    // Single symbols (F§3.7): TalkBack's strings_symbols.xml (utils module)
    /// `talkback.symbol.period`: `.` alone.
    case talkBackPeriod
    /// `talkback.symbol.percent`: `%` alone.
    case talkBackPercentSign
    /// `talkback.symbol.dash`: `-` alone.
    case talkBackDash

    // Words a document's kinds need that TalkBack's tables lack (TB14, TB18)
    /// `talkback.role.tab`: a tab's role description (TB14).
    case talkBackTab
    /// `talkback.role.link`: a link's role description (TB18).
    case talkBackLink
    /// `talkback.button.navigateUp`: Android's up button, for a back button (TB18).
    case talkBackNavigateUp
    /// `talkback.stepper.decrement`: a stepper's decrement button (TB18).
    case talkBackDecrement
    /// `talkback.stepper.increment`: a stepper's increment button (TB18).
    case talkBackIncrement

    // Counts by plural category (F§10 plurals); `{1}` is the number.
    /// `talkback.count.characters.one`: a password's length.
    case talkBackCharactersOne
    /// `talkback.count.characters.few`: a password's length.
    case talkBackCharactersFew
    /// `talkback.count.characters.many`: a password's length.
    case talkBackCharactersMany
    /// `talkback.count.characters.other`: a password's length.
    case talkBackCharactersOther
    /// `talkback.count.items.one`: a list's item count.
    case talkBackItemsOne
    /// `talkback.count.items.few`: a list's item count.
    case talkBackItemsFew
    /// `talkback.count.items.many`: a list's item count.
    case talkBackItemsMany
    /// `talkback.count.items.other`: a list's item count.
    case talkBackItemsOther
    /// `talkback.count.rows.one`: a grid's row count.
    case talkBackRowsOne
    /// `talkback.count.rows.few`: a grid's row count.
    case talkBackRowsFew
    /// `talkback.count.rows.many`: a grid's row count.
    case talkBackRowsMany
    /// `talkback.count.rows.other`: a grid's row count.
    case talkBackRowsOther
    /// `talkback.count.columns.one`: a grid's column count.
    case talkBackColumnsOne
    /// `talkback.count.columns.few`: a grid's column count.
    case talkBackColumnsFew
    /// `talkback.count.columns.many`: a grid's column count.
    case talkBackColumnsMany
    /// `talkback.count.columns.other`: a grid's column count.
    case talkBackColumnsOther

    /// The key as written in a voice file.
    ///
    /// ```swift
    /// VoiceKey.dimmed.fileKey   // "trait.notEnabled"
    /// ```
    public var fileKey: String {
        switch self {
        case .locale: "locale"
        case .name: "name"
        case .plural: "plural"
        case .sentenceEnd: "punctuation.sentenceEnd"
        case .labelValueSeparator: "punctuation.labelValue"
        case .wordSeparator: "punctuation.wordSeparator"
        case .decimalSeparator: "punctuation.decimal"
        case .hintPause: "pause.hint"
        case .utterancePause: "pause.utterance"
        case .selected: "trait.selected"
        case .dimmed: "trait.notEnabled"
        case .button: "trait.button"
        case .textField: "trait.textField"
        case .secureTextField: "trait.secureTextField"
        case .isEditing: "trait.isEditing"
        case .heading: "trait.header"
        case .link: "trait.link"
        case .adjustable: "trait.adjustable"
        case .image: "trait.image"
        case .searchField: "trait.searchField"
        case .backButton: "trait.backButton"
        case .switchButton: "trait.switchButton"
        case .tab: "trait.tab"
        case .on: "state.on"
        case .off: "state.off"
        case .mixed: "state.mixed"
        case .series: "context.series"
        case .tableRow: "context.row"
        case .tableColumn: "context.column"
        case .spansRows: "context.spansRows"
        case .spansColumns: "context.spansColumns"
        case .listStart: "context.listStart"
        case .listEnd: "context.listEnd"
        case .landmarkStart: "context.landmarkStart"
        case .landmarkEnd: "context.landmarkEnd"
        case .actionsAvailable: "actions.available"
        case .moreContentAvailable: "content.available"
        case .adjustHint: "hint.adjustable"
        case .adjustHintAfterAppHint: "hint.adjustableAfterAppHint"
        case .editHint: "hint.edit"
        case .toggleHint: "hint.toggle"
        case .toggleHintAfterAppHint: "hint.toggleAfterAppHint"
        case .keyboardEditHint: "keyboard.edit"
        case .keyboardAdjustHint: "keyboard.adjust"
        case .keyboardAdjustHintAfterAppHint: "keyboard.adjustAfterAppHint"
        case .keyboardToggleHint: "keyboard.toggle"
        case .keyboardToggleHintAfterAppHint: "keyboard.toggleAfterAppHint"
        case .alert: "role.alert"
        case .cancel: "button.cancel"
        case .login: "placeholder.login"
        case .password: "placeholder.password"
        case .undoPrefix: "undo.prefix"
        case .redoPrefix: "redo.prefix"
        case .dismissPopup: "popover.dismiss"
        case .decrement: "stepper.decrement"
        case .increment: "stepper.increment"
        case .space: "echo.space"
        case .back: "button.back"
        case .barItems: "button.barItems"
        case .percent: "format.percent"
        case .rotorHeadings: "rotor.headings"
        case .rotorLinks: "rotor.links"
        case .rotorFormControls: "rotor.formControls"
        case .rotorContainers: "rotor.containers"
        case .rotorLandmarks: "rotor.landmarks"
        case .rotorTables: "rotor.tables"
        case .rotorActions: "rotor.actions"
        case .rotorAdjustValue: "rotor.adjustValue"
        case .countOne: "count.one"
        case .countFew: "count.few"
        case .countMany: "count.many"
        case .countOther: "count.other"
        case .auditNoDescription: "audit.noDescription"
        case .auditImageNameLabel: "audit.imageNameLabel"
        case .auditLabelHasTrait: "audit.labelHasTrait"
        case .auditHitRegion: "audit.hitRegion"
        case .auditDuplicateDescription: "audit.duplicateDescription"
        case .auditDuplicateBounds: "audit.duplicateBounds"
        case .auditConflictingTraits: "audit.conflictingTraits"
        case .auditAdjustableNoValue: "audit.adjustableNoValue"
        case .auditPlaceholderOnly: "audit.placeholderOnly"
        case .auditHintGesture: "audit.hintGesture"
        case .auditHintRepeatsLabel: "audit.hintRepeatsLabel"
        case .auditHintPeriod: "audit.hintPeriod"
        case .auditLabelPeriod: "audit.labelPeriod"
        case .auditLabelLength: "audit.labelLength"
        case .auditLinkPurpose: "audit.linkPurpose"
        case .auditNoHeading: "audit.noHeading"
        case .auditTabOutsideTabBar: "audit.tabOutsideTabBar"
        case .auditAlertButtons: "audit.alertButtons"
        case .auditButtonTitleLength: "audit.buttonTitleLength"
        case .auditUndoName: "audit.undoName"
        case .auditSecureTextInCapture: "audit.secureTextInCapture"
        case .auditListeningCost: "audit.listeningCost"
        case .auditListeningCostSwipes: "audit.listeningCostSwipes"
        case .auditEditableContentDesc: "audit.editableContentDesc"
        case .auditClickableSpan: "audit.clickableSpan"
        case .auditTalkBackNoDescription: "audit.talkback.noDescription"
        case .auditTalkBackLabelHasTrait: "audit.talkback.labelHasTrait"
        case .auditTalkBackHitRegion: "audit.talkback.hitRegion"
        case .auditTalkBackAdjustableNoValue: "audit.talkback.adjustableNoValue"
        case .auditTalkBackHintGesture: "audit.talkback.hintGesture"
        case .auditTalkBackHintRepeatsLabel: "audit.talkback.hintRepeatsLabel"
        case .auditTalkBackLabelPeriod: "audit.talkback.labelPeriod"
        case .auditTalkBackNoHeading: "audit.talkback.noHeading"
        case .auditTalkBackTabOutsideTabBar: "audit.talkback.tabOutsideTabBar"
        case .auditTalkBackEditableContentDesc: "audit.talkback.editableContentDesc"
        case .auditTalkBackClickableSpan: "audit.talkback.clickableSpan"
        case .promptYes: "prompt.yes"
        case .promptNo: "prompt.no"
        case .promptDone: "prompt.done"
        case .promptFailed: "prompt.failed"
        case .promptWorking: "prompt.working"
        case .promptLoading: "prompt.loading"
        case .promptAskNumber: "prompt.askNumber"
        case .promptAskNumbers: "prompt.askNumbers"
        case .promptAskRange: "prompt.askRange"
        case .promptAskShorter: "prompt.askShorter"
        case .promptAskAdjust: "prompt.askAdjust"
        case .promptPlaceholder: "prompt.placeholder"
        case .resultsOne: "results.one"
        case .resultsFew: "results.few"
        case .resultsMany: "results.many"
        case .resultsOther: "results.other"
        case .keysMove: "keys.move"
        case .keysChoose: "keys.choose"
        case .keysCancel: "keys.cancel"
        case .keysToggle: "keys.toggle"
        case .keysAdjust: "keys.adjust"
        case .keysFilter: "keys.filter"
        case .tagSwitch: "tag.switch"
        case .tagLink: "tag.link"
        case .tagTab: "tag.tab"
        case .tagTextField: "tag.textField"
        case .talkBackSeparator: "talkback.punctuation.separator"
        case .talkBackButton: "talkback.role.button"
        case .talkBackCheckBox: "talkback.role.checkBox"
        case .talkBackRadioButton: "talkback.role.radioButton"
        case .talkBackSwitch: "talkback.role.switch"
        case .talkBackDropDownList: "talkback.role.dropDownList"
        case .talkBackEditBox: "talkback.role.editBox"
        case .talkBackImage: "talkback.role.image"
        case .talkBackSlider: "talkback.role.slider"
        case .talkBackProgressBar: "talkback.role.progressBar"
        case .talkBackList: "talkback.role.list"
        case .talkBackGrid: "talkback.role.grid"
        case .talkBackTabBar: "talkback.role.tabBar"
        case .talkBackPager: "talkback.role.pager"
        case .talkBackPage: "talkback.role.page"
        case .talkBackWebView: "talkback.role.webView"
        case .talkBackHeading: "talkback.role.heading"
        case .talkBackRowHeading: "talkback.role.rowHeading"
        case .talkBackColumnHeading: "talkback.role.columnHeading"
        case .talkBackChecked: "talkback.state.checked"
        case .talkBackNotChecked: "talkback.state.notChecked"
        case .talkBackOn: "talkback.state.on"
        case .talkBackOff: "talkback.state.off"
        case .talkBackSelected: "talkback.state.selected"
        case .talkBackDisabled: "talkback.state.disabled"
        case .talkBackEnabled: "talkback.state.enabled"
        case .talkBackExpanded: "talkback.state.expanded"
        case .talkBackCollapsed: "talkback.state.collapsed"
        case .talkBackEditing: "talkback.state.editing"
        case .talkBackSelectionModeOn: "talkback.state.selectionModeOn"
        case .talkBackUnlabelled: "talkback.state.unlabelled"
        case .talkBackPassword: "talkback.state.password"
        case .talkBackMaximumLength: "talkback.state.maximumLength"
        case .talkBackPercent: "talkback.template.percent"
        case .talkBackLabeledItem: "talkback.template.labeledItem"
        case .talkBackError: "talkback.template.error"
        case .talkBackInvalidInput: "talkback.template.invalidInput"
        case .talkBackListIndex: "talkback.collection.index"
        case .talkBackRowIndex: "talkback.collection.row"
        case .talkBackColumnIndex: "talkback.collection.column"
        case .talkBackLevel: "talkback.collection.level"
        case .talkBackInList: "talkback.collection.inList"
        case .talkBackInListNamed: "talkback.collection.inListNamed"
        case .talkBackOutOfList: "talkback.collection.outOfList"
        case .talkBackOutOfListNamed: "talkback.collection.outOfListNamed"
        case .talkBackInGrid: "talkback.collection.inGrid"
        case .talkBackInGridNamed: "talkback.collection.inGridNamed"
        case .talkBackOutOfGrid: "talkback.collection.outOfGrid"
        case .talkBackOutOfGridNamed: "talkback.collection.outOfGridNamed"
        case .talkBackInPager: "talkback.collection.inPager"
        case .talkBackInPagerNamed: "talkback.collection.inPagerNamed"
        case .talkBackOutOfPager: "talkback.collection.outOfPager"
        case .talkBackInVerticalPager: "talkback.collection.inVerticalPager"
        case .talkBackInHorizontalPager: "talkback.collection.inHorizontalPager"
        case .talkBackInGridPager: "talkback.collection.inGridPager"
        case .talkBackPageIndex: "talkback.collection.page"
        case .talkBackInRole: "talkback.collection.inRole"
        case .talkBackInRoleNamed: "talkback.collection.inRoleNamed"
        case .talkBackOutOfRole: "talkback.collection.outOfRole"
        case .talkBackOutOfRoleNamed: "talkback.collection.outOfRoleNamed"
        case .talkBackWindow: "talkback.window.named"
        case .talkBackPictureInPicture: "talkback.window.pictureInPicture"
        case .talkBackDoubleTap: "talkback.gesture.doubleTap"
        case .talkBackTap: "talkback.gesture.tap"
        case .talkBackSwipeUp: "talkback.gesture.swipeUp"
        case .talkBackSwipeDown: "talkback.gesture.swipeDown"
        case .talkBackTapWithThreeFingers: "talkback.gesture.threeFingerTap"
        case .talkBackActivateHint: "talkback.hint.activate"
        case .talkBackLongPressHint: "talkback.hint.longPress"
        case .talkBackToggleHint: "talkback.hint.toggle"
        case .talkBackSelectHint: "talkback.hint.select"
        case .talkBackEditTextHint: "talkback.hint.editText"
        case .talkBackChangeHint: "talkback.hint.change"
        case .talkBackAdjustHint: "talkback.hint.adjust"
        case .talkBackAdjustOneGestureHint: "talkback.hint.adjustOneGesture"
        case .talkBackCustomActionHint: "talkback.hint.customAction"
        case .talkBackCustomLongPressHint: "talkback.hint.customLongPress"
        case .talkBackMenuHint: "talkback.hint.menu"
        case .talkBackActions: "talkback.menu.actions"
        case .talkBackLinks: "talkback.menu.links"
        case .talkBackPagerHint: "talkback.hint.pager"
        case .talkBackPasswordsHint: "talkback.hint.passwords"
        case .talkBackBullet: "talkback.symbol.bullet"
        case .talkBackCapitalLetter: "talkback.symbol.capital"
        case .talkBackPeriod: "talkback.symbol.period"
        case .talkBackPercentSign: "talkback.symbol.percent"
        case .talkBackDash: "talkback.symbol.dash"
        case .talkBackTab: "talkback.role.tab"
        case .talkBackLink: "talkback.role.link"
        case .talkBackNavigateUp: "talkback.button.navigateUp"
        case .talkBackDecrement: "talkback.stepper.decrement"
        case .talkBackIncrement: "talkback.stepper.increment"
        case .talkBackCharactersOne: "talkback.count.characters.one"
        case .talkBackCharactersFew: "talkback.count.characters.few"
        case .talkBackCharactersMany: "talkback.count.characters.many"
        case .talkBackCharactersOther: "talkback.count.characters.other"
        case .talkBackItemsOne: "talkback.count.items.one"
        case .talkBackItemsFew: "talkback.count.items.few"
        case .talkBackItemsMany: "talkback.count.items.many"
        case .talkBackItemsOther: "talkback.count.items.other"
        case .talkBackRowsOne: "talkback.count.rows.one"
        case .talkBackRowsFew: "talkback.count.rows.few"
        case .talkBackRowsMany: "talkback.count.rows.many"
        case .talkBackRowsOther: "talkback.count.rows.other"
        case .talkBackColumnsOne: "talkback.count.columns.one"
        case .talkBackColumnsFew: "talkback.count.columns.few"
        case .talkBackColumnsMany: "talkback.count.columns.many"
        case .talkBackColumnsOther: "talkback.count.columns.other"
        }
    }

    /// Whether every voice file must give this key. Only the plural forms a locale's rule never
    /// picks may be left out.
    ///
    /// ```swift
    /// VoiceKey.countFew.isRequired   // false
    /// ```
    public var isRequired: Bool {
        switch self {
        case .countOne, .countFew, .countMany, .resultsOne, .resultsFew, .resultsMany: false
        case .talkBackCharactersOne, .talkBackCharactersFew, .talkBackCharactersMany, .talkBackItemsOne, .talkBackItemsFew, .talkBackItemsMany, .talkBackRowsOne, .talkBackRowsFew, .talkBackRowsMany, .talkBackColumnsOne, .talkBackColumnsFew, .talkBackColumnsMany:
            false
        default: true
        }
    }

    /// Whether the value is a whole number (a pause length) rather than text.
    var isNumber: Bool {
        switch self {
        case .hintPause, .utterancePause: true
        default: false
        }
    }

    /// The key of a voice file's line, if it is one of these.
    static let byFileKey: [String: VoiceKey] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.fileKey, $0) })

    /// The prefix of the speech engine's settings, which the core carries without reading.
    static let engineSettingPrefix = "espeak."
}
