import Speakable

/// Replaces every secure field's text in a message with `<secure text>`, in one pass over the
/// message whatever the number of secrets (an Aho–Corasick automaton over Unicode scalars).
///
/// Replacing each secret in turn cost the number of secrets times the length of every message:
/// a capture with 8,000 secure fields and 8,000 warnings took over a minute. Here the automaton is
/// built once, in time linear in the secrets' length, and each message costs its own length.
///
/// Every scalar that belongs to any occurrence of any secret is covered, so secrets that overlap
/// or touch become one `<secure text>`: nothing of either is left. Scalars, not characters, are
/// compared, so a secret that starts with a combining mark is found after a quote too.
struct SecretRedactor {
    /// The automaton's states: where each scalar leads, the longest proper suffix that is also
    /// a prefix of a secret, and the length of the longest secret that ends here.
    private var next: [[Unicode.Scalar: Int32]] = [[:]]
    private var fail: [Int32] = [0]
    private var longest: [Int32] = [0]

    /// Whether there is nothing to redact.
    let isEmpty: Bool

    init<Secrets: Sequence<String>>(_ secrets: Secrets) {
        var any = false
        for secret in secrets where !secret.isEmpty {
            any = true
            var state = 0, depth: Int32 = 0
            for scalar in secret.unicodeScalars {
                depth += 1
                if let found = next[state][scalar] {
                    state = Int(found)
                } else {
                    next.append([:]); fail.append(0); longest.append(0)
                    next[state][scalar] = Int32(next.count - 1)
                    state = next.count - 1
                }
            }
            longest[state] = max(longest[state], depth)
        }
        isEmpty = !any
        guard any else { return }
        // Breadth first, so that a state's suffix link is known before its children's.
        var queue: [Int] = []
        for (_, child) in next[0] { queue.append(Int(child)) }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            longest[state] = max(longest[state], longest[Int(fail[state])])
            for (scalar, child) in next[state] {
                var link = Int(fail[state])
                while link != 0, next[link][scalar] == nil { link = Int(fail[link]) }
                let target = next[link][scalar].map(Int.init) ?? 0
                fail[Int(child)] = Int32(target == Int(child) ? 0 : target)
                queue.append(Int(child))
            }
        }
    }

    /// The message with every secret in it replaced.
    func redacting(_ message: String) -> String {
        guard !isEmpty else { return message }
        let scalars = Array(message.unicodeScalars)
        // covered[i] > 0: scalar i is inside an occurrence (a running count of open spans).
        var starts = [Int32](repeating: 0, count: scalars.count + 1)
        var state = 0, found = false
        for (index, scalar) in scalars.enumerated() {
            while state != 0, next[state][scalar] == nil { state = Int(fail[state]) }
            state = next[state][scalar].map(Int.init) ?? 0
            let length = Int(longest[state])
            if length > 0 {
                // The longest secret ending here covers every other that ends here.
                starts[index + 1 - length] += 1
                starts[index + 1] -= 1
                found = true
            }
        }
        guard found else { return message }
        var result = String.UnicodeScalarView()
        let replacement = String(describing: SecureText("")).unicodeScalars
        var open: Int32 = 0, inside = false
        for (index, scalar) in scalars.enumerated() {
            open += starts[index]
            if open > 0 {
                if !inside { result.append(contentsOf: replacement) }
                inside = true
            } else {
                inside = false
                result.append(scalar)
            }
        }
        return String(result)
    }
}
