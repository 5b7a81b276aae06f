import Speakable

/// `group`, `list` and `landmark`: a label and children. A labelled group is a semantic group
/// (C7); a list and a landmark say where they start and end (C2, C3, C5).
struct GroupKind: ElementDescriptor {
    let key: String
    let keys = ["label", "children"]
    let containerType: AccessibilityContainerType
    var childrenKey: String? { "children" }

    static let group = GroupKind(key: "group", containerType: .none)
    static let list = GroupKind(key: "list", containerType: .list)
    static let landmark = GroupKind(key: "landmark", containerType: .landmark)

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        let children = try entry.children("children", identifiers: &identifiers)
        return Group(entry.label, containerType: containerType, children: children, attributes: entry.attributes).control
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        // A group made a semantic group in Swift is written as the labelled group it is.
        guard case .group(let c) = control,
              c.containerType == containerType || containerType == .none && c.containerType == .semanticGroup else { return nil }
        var fields: [(key: String, value: DocumentValue)] = []
        FieldWriting.text("label", c.label, into: &fields)
        fields.append(("children", .list(c.children.map(ScreenDocument.elementValue))))
        return fields
    }
}
