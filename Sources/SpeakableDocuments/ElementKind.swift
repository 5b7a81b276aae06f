/// The element kinds of a screen document, by their keys (documents spec). Every switch over
/// them is exhaustive, so a kind added here cannot silently be read as another.
///
/// ```swift
/// ElementKind(rawValue: "secureTextField")   // .secureTextField
/// ```
enum ElementKind: String, CaseIterable {
    case button, text, heading, image, link, textField, secureTextField, stepper, element, group
    case `switch`, slider, segmentedControl, tabBar, backButton, textView, list, landmark, dataTable
}
