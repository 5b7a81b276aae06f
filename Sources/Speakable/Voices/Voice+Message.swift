// Messages with named holes (`{label}`), for words that carry the app's text: the audit's
// findings. The holes are filled in one pass, so a value that itself holds `{…}` stays as it is.
extension Voice {
    /// The voice's template for `key` with each `{name}` replaced by its value.
    ///
    /// ```swift
    /// try Voice.builtIn(.en).message(.auditLinkPurpose, ["label": "Learn more"])
    /// // "Link text \"Learn more\" may not say where it goes"
    /// ```
    public func message(_ key: VoiceKey, _ values: [String: String] = [:]) -> String {
        let template = self[key]
        var result = ""
        result.reserveCapacity(template.utf8.count + 32)
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
