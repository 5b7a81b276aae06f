/// An image (UIKit's `UIImageView` with a label), spoken `Company logo. Image.`
///
/// ```swift
/// Image("Company logo")   // "Company logo. Image."
/// ```
public struct Image: AccessibleControl, Hashable {
    /// What the image is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a image with a label.
    ///
    /// ```swift
    /// Image("Company logo")   // "Company logo. Image."
    /// ```
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This image as a ``Control``.
    public var control: Control { .image(self) }
}

extension Image: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        attributes.element(label: AccessibilityLabel(label), traits: .image, path: path)
    }
}
