import Speakable

/// Every element kind of the documents spec, in the order error messages list them.
enum ElementDescriptors {
    static let all: [any ElementDescriptor] = [
        LabelKind.button, LabelKind.text, LabelKind.heading, LabelKind.image, LabelKind.link,
        TextEntryKind.textField, TextEntryKind.secureTextField, StepperKind(), GenericElementKind(),
        GroupKind.group, SwitchKind(), SliderKind(), SeriesKind<SegmentedControlStyle>(), SeriesKind<TabBarStyle>(),
        LabelKind.backButton, TextEntryKind.textView, GroupKind.list, GroupKind.landmark, DataTableKind(),
    ]

    /// The kinds by document key.
    static let byKey: [String: any ElementDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })

    /// What reading an element of a kind takes, found with one lookup of its key per element:
    /// its descriptor, its keys with the common ones, and its name in messages ("a button"),
    /// each made once rather than per element.
    /// A class: handed from the lookup to the secret scan and the decoder, it is one reference
    /// to count rather than five.
    final class Decoding: Sendable {
        let descriptor: any ElementDescriptor
        let allowedKeys: [String]
        let what: String
        /// Where the secret scan looks in an element of the kind (``SecretScan``).
        let secrets: SecretScan.Place

        init(descriptor: any ElementDescriptor, allowedKeys: [String], what: String, secrets: SecretScan.Place) {
            self.descriptor = descriptor
            self.allowedKeys = allowedKeys
            self.what = what
            self.secrets = secrets
        }
    }

    static let decoding: [String: Decoding] = Dictionary(uniqueKeysWithValues: all.map {
        ($0.key, Decoding(descriptor: $0, allowedKeys: $0.keys + ControlDecoding.commonKeys, what: "a \($0.key)",
                          secrets: SecretScan.Place(kind: $0.key, childrenKey: $0.childrenKey)))
    })

    /// The document keys, in order.
    static let keys = all.map(\.key)


    /// The kind and own fields a control is written with.
    static func encode(_ control: Control) -> (key: String, fields: [(key: String, value: DocumentValue)]) {
        for kind in all { if let fields = kind.encode(control) { return (kind.key, fields) } }
        preconditionFailure("every control is of a kind")
    }
}
