import FoundationEssentials

/// When goldens are written, with swift-snapshot-testing's names.
///
/// The mode comes from, in order: what the caller passes (`--record`, `record:`), the
/// `SPEAKABLE_RECORD` environment variable, `never` when `CI` is set (so that a missing golden
/// fails on CI rather than being quietly written), and `missing` otherwise.
///
/// ```swift
/// try RecordMode.resolve(nil)               // .missing on a laptop, .never on CI
/// try RecordMode.resolve(.all)              // .all
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
    /// `missing`.
    ///
    /// - Throws: ``RecordModeError`` when `SPEAKABLE_RECORD` names no mode: a typo must not
    ///   quietly record (or stop recording) goldens.
    public static func resolve(_ explicit: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let explicit { return explicit }
        if let value = environment["SPEAKABLE_RECORD"], !value.isEmpty {
            guard let named = RecordMode(rawValue: value) else { throw RecordModeError(value: value) }
            return named
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}

/// `SPEAKABLE_RECORD` names no record mode.
///
/// ```swift
/// do { _ = try RecordMode.resolve(nil, environment: ["SPEAKABLE_RECORD": "al"]) } catch { print(error) }
/// // SPEAKABLE_RECORD: unknown record mode 'al'; expected one of: missing, all, failed, never
/// ```
public struct RecordModeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value given.
    public var value: String

    /// What is wrong.
    public var description: String {
        "SPEAKABLE_RECORD: unknown record mode '\(value)'; expected one of: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
