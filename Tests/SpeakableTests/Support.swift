import Speakable

/// The voice of a locale; the built-in files are part of what is tested.
func voice(_ locale: SpeechLocale = .en) -> Voice {
    do { return try Voice.builtIn(locale) } catch { fatalError("built-in voice \(locale): \(error)") }
}

/// The one-line text of a control when it gets focus, as `render` prints it.
func say(_ control: some AccessibleControl, in locale: SpeechLocale = .en) -> [String] {
    render(Screen(elements: [control.control]), in: locale)
}

/// What `render` prints for a screen.
func render(_ screen: Screen, in locale: SpeechLocale = .en) -> [String] {
    SpeechGenerator(voice: voice(locale)).render(screen).map(\.text)
}

/// The text of an element when it gets focus.
func say(_ element: AccessibilityElement, in locale: SpeechLocale = .en) -> String {
    SpeechGenerator(voice: voice(locale)).utterance(for: element).text
}

/// A screen with one thing presented over it.
func presenting(_ presentations: Presentation..., width: WidthClass = .compact,
                @ControlBuilder content: () -> [Control] = { [] }) throws -> Screen {
    var screen = Screen(width: width, content)
    for presentation in presentations { try screen.present(presentation) }
    return screen
}

/// A screen-reader session over a screen in a locale.
func reader(_ screen: Screen, in locale: SpeechLocale = .en) -> ScreenReader {
    ScreenReader(screen: screen, voice: voice(locale))
}

extension ScreenReader {
    /// The text of what a command said.
    mutating func say(_ command: ScreenReaderCommand) -> [String] { perform(command).map(\.text) }
    /// The text of the initial output.
    var initial: [String] { log.entries.first?.output.map(\.text) ?? [] }
}
