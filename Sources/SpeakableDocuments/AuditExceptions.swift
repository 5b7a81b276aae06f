import Speakable

/// `audit: {disable: [rule, …]}` on a document or an element: the audit rules it turns off, a
/// reasoned exception kept beside what it excuses (audit spec §3). An unknown rule is a located
/// error with a did-you-mean, as on the command line.
enum AuditExceptions {
    static func disabled(_ node: DocumentNode?) throws -> [String] {
        guard let node else { return [] }
        let fields = try node.fields(allowed: ["disable", "reason"], of: "audit exceptions")
        let ids = AuditRuleIdentifiers.all
        return try fields.optional("disable")?.list().map { entry in
            let id = try entry.string(expected: "a rule id")
            guard ids.contains(id) else {
                throw entry.error("unknown audit rule '\(id)'\(Suggestion.hint(for: id, in: ids)); rules are: \(ids.joined(separator: ", "))")
            }
            return id
        } ?? []
    }
}
