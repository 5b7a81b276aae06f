import Speakable

/// `switch` (K1): a label and `on: true|false` or `state: on|off|mixed` (not both); off by
/// default, as UIKit.
struct SwitchKind: ElementDescriptor {
    let key = "switch"
    let keys = ["label", "on", "state"]

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        let on = entry.fields?.optional("on"), state = entry.fields?.optional("state")
        if let on, state != nil { throw on.error("give 'on' or 'state', not both") }
        let value: SwitchState = if let state { try state.choice(SwitchState.self) } else { try on?.bool() == true ? .on : .off }
        return Switch(entry.label, state: value, attributes: entry.attributes).control
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        guard case .switch(let c) = control else { return nil }
        var fields: [(key: String, value: DocumentValue)] = []
        FieldWriting.text("label", c.label, into: &fields)
        fields.append(("state", .string(c.state.rawValue)))
        return fields
    }
}
