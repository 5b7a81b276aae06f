import Speakable

/// One element kind of the documents spec, in one place: its document key, its own keys, how an
/// entry is read into a control and how the control is written back. `ControlDecoding`, the
/// writer and the secret scan ask the descriptors; none of them switches over kinds.
///
/// A new kind is a control type in `Speakable`, a descriptor here (one file) listed in
/// ``ElementDescriptors/all``, its recipe row if it is spoken differently, and its voice lines.
protocol ElementDescriptor: Sendable {
    /// The document key, as in `button: Save`.
    var key: String { get }
    /// The kind's own keys, besides ``ControlDecoding/commonKeys``.
    var keys: [String] { get }
    /// `selected:` is the index of the chosen item rather than the selected state.
    var selectionIsIndex: Bool { get }
    /// The key whose elements it holds (`children`), for the secret scan.
    var childrenKey: String? { get }
    /// The control an entry makes.
    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control
    /// The control's own fields as a document writes them, or `nil` when it is not of this kind.
    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]?
}

extension ElementDescriptor {
    var selectionIsIndex: Bool { false }
    var childrenKey: String? { nil }
}

/// What a descriptor reads an entry from: its label (a bare string, or `label:`), its fields
/// when it is a mapping, its place for errors, the common attributes already read, and how deep
/// in groups it is.
struct KindEntry {
    let label: String
    let fields: Fields?
    let node: DocumentNode
    var attributes: ControlAttributes
    let depth: Int

    /// A text field of the entry, empty when absent.
    func text(_ key: String) throws -> String { try fields?.optional(key)?.string() ?? "" }

    /// The elements under `key` (a group's children), one level deeper; nesting is limited.
    func children(_ key: String, identifiers: inout [String: Int]) throws -> [Control] {
        guard depth < ControlDecoding.maximumGroupDepth else { throw node.error("groups nest more than \(ControlDecoding.maximumGroupDepth) deep") }
        return try fields?.optional(key).map { try ControlDecoding.controls($0, identifiers: &identifiers, depth: depth + 1) } ?? []
    }
}

/// Writing helpers shared by the descriptors.
enum FieldWriting {
    /// `key: text`, left out when the text is empty.
    static func text(_ key: String, _ text: String, into fields: inout [(key: String, value: DocumentValue)]) {
        if !text.isEmpty { fields.append((key, .string(text))) }
    }

    /// A decimal number as written.
    static func number(_ value: DecimalValue) -> DocumentValue { .number(value.description) }
}
