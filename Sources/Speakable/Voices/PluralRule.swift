/// How a language picks the plural form of a count (CLDR cardinal rules, integers only).
///
/// The words live in `Voices/`; only the choice of form is code. A voice file names its rule
/// with `plural = "…"`.
///
/// ```swift
/// PluralRule.eastSlavic.category(for: 22)   // "few"   (22 символа)
/// PluralRule.oneOther.category(for: 1)      // "one"   (1 character)
/// ```
public enum PluralRule: String, Hashable, Sendable, CaseIterable {
    /// `one` for 1, `other` otherwise (English and most of Western Europe).
    case oneOther = "one-other"
    /// `one`, `few` and `many` by the last digits (Russian, Ukrainian, Belarusian).
    case eastSlavic = "east-slavic"
    /// One form for every count (Chinese, Japanese).
    case none = "none"

    /// The CLDR category of `count`: `one`, `few`, `many` or `other`.
    ///
    /// ```swift
    /// PluralRule.eastSlavic.category(for: 11)   // "many"
    /// ```
    public func category(for count: Int) -> String { form(for: count).rawValue }

    /// A CLDR category as a value: phrasing picks one for every secure field it speaks, and
    /// comparing the category's name cost more than filling the words.
    enum Form: String {
        case one, few, many, other
    }

    /// The category of `count` as a ``Form``.
    func form(for count: Int) -> Form {
        switch self {
        case .oneOther:
            return count == 1 ? .one : .other
        case .eastSlavic:
            let lastDigit = count % 10, lastTwo = count % 100
            if lastDigit == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
            return .many
        case .none:
            return .other
        }
    }
}
