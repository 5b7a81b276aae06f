import ArgumentParser

/// `--timeout` as gum spells it: a Go duration (`30s`, `2m`, `500ms`, `1m30s`) or a bare number
/// of seconds; `0` (gum's default) waits for ever.
struct PromptTimeout: ExpressibleByArgument {
    /// `nil`: no limit.
    let duration: Duration?

    init?(argument: String) {
        if let seconds = Double(argument), seconds >= 0, seconds.isFinite {
            duration = seconds == 0 ? nil : .milliseconds(Int64((seconds * 1000).rounded()))
            return
        }
        var total = 0.0, number = "", rest = Substring(argument)
        guard !rest.isEmpty else { return nil }
        let units: [(String, Double)] = [("ms", 0.001), ("h", 3600), ("m", 60), ("s", 1)]
        while let first = rest.first {
            if first.isNumber || first == "." { number.append(first); rest = rest.dropFirst(); continue }
            guard let value = Double(number), let (unit, scale) = units.first(where: { rest.hasPrefix($0.0) }) else { return nil }
            total += value * scale
            number = ""
            rest = rest.dropFirst(unit.count)
        }
        guard number.isEmpty, total.isFinite, total <= 86_400 * 365 else { return nil }
        duration = total == 0 ? nil : .milliseconds(Int64((total * 1000).rounded()))
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
