import Foundation

/// When goldens are written, with swift-snapshot-testing's names.
///
/// The mode comes from, in order: what the caller passes (`--record`, `record:`), the
/// `SPEAKABLE_RECORD` environment variable, `never` when `CI` is set (so that a missing golden
/// fails on CI rather than being quietly written), and `missing` otherwise.
///
/// ```swift
/// RecordMode.resolve(nil)                   // .missing on a laptop, .never on CI
/// RecordMode.resolve(.all)                  // .all
/// ```
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Write every golden.
    case all
    /// Write the goldens that do not match (and those missing).
    case failed
    /// Write nothing: a missing golden is a failure.
    case never

    /// The mode in force: the given one, else `SPEAKABLE_RECORD`, else `never` on CI, else
    /// `missing`. An unknown `SPEAKABLE_RECORD` is ignored in favour of the safe default.
    public static func resolve(_ explicit: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let explicit { return explicit }
        if let named = environment["SPEAKABLE_RECORD"].flatMap(RecordMode.init(rawValue:)) { return named }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}
