/// An image (UIKit's `UIImageView` with a label), spoken `Company logo. Image.`
///
/// ```swift
/// Image("Company logo")   // "Company logo. Image."
/// ```
public struct Image: LabelControl, ElementRepresentable {
    /// The traits that make an element this kind.
    public static let kindTraits: AccessibilityTraits = .image
    /// What the image is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates the image with a label.
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This image as a ``Control``.
    public var control: Control { .image(self) }
}
