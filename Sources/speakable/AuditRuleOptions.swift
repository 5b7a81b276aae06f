import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableAudit

/// Which rules run and which findings are accepted: `--rules`, `--disable`, `--enable` and
/// `--baseline`, the same on `audit` and `test --audit` (one option group, so the two never
/// drift apart).
struct AuditRuleOptions: ParsableArguments {
    @Option(help: "Only these rules (comma-separated ids).")
    var rules: String?

    @Option(help: "Skip these rules (comma-separated ids).")
    var disable: String?

    @Option(help: "Also run these opt-in rules (comma-separated ids): listening-cost.")
    var enable: String?

    @Option(help: "Leave out the findings this baseline file accepts.")
    var baseline: String?

    func validate() throws { _ = try chosenRules() }

    /// The rules `--rules`, `--disable` and `--enable` leave, with `alsoEnabling` turned on as
    /// `--enable` would; an unknown id is a usage error with a did-you-mean.
    func chosenRules(alsoEnabling extra: Set<String> = []) throws -> [AuditRule] {
        let ids = AuditRule.known.map(\.id)
        func list(_ text: String?, _ option: String) throws -> Set<String>? {
            guard let text else { return nil }
            let names = text.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            for name in names where !ids.contains(name) {
                throw ValidationError("\(option): unknown rule '\(name)'\(Suggestion.hint(for: name, in: ids)); rules are: \(ids.joined(separator: ", "))")
            }
            return Set(names)
        }
        let only = try list(rules, "--rules"), skipped = try list(disable, "--disable") ?? []
        let enabled = (try list(enable, "--enable") ?? []).union(extra)
        // An opt-in rule runs when enabled or named by --rules; a default one unless --rules leaves it out.
        let optIn = Set(AuditRule.optIn.map(\.id))
        return AuditRule.known.filter { rule in
            let asked = only.map { $0.contains(rule.id) } ?? !optIn.contains(rule.id)
            return (asked || enabled.contains(rule.id)) && !skipped.contains(rule.id)
        }
    }

    /// The `--baseline` file read, or nil without one; a file that cannot be read or is not a
    /// baseline is printed and becomes exit 66 or 65.
    func loadBaseline() throws -> AuditBaseline? {
        guard let baseline else { return nil }
        guard let data = FileManager.default.contents(atPath: baseline) else {
            throw CommandFailure(.noInput, "\(baseline): the baseline cannot be read").reported()
        }
        do { return try AuditBaseline(json: data) } catch {
            throw CommandFailure(.dataError, "\(baseline): not a baseline written by --write-baseline").reported()
        }
    }
}
