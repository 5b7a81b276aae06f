import FoundationEssentials

/// A JSON value built as a tree and written by `JSONEncoder` (which escapes every string): for
/// the outputs assembled key by key (the audit's JSON and SARIF, a prompt's answer), without
/// Foundation's `JSONSerialization`.
package enum JSONValue: Encodable, Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    /// A number kept as written (`3.50` is `3.5`), as a prompt's stepper answers it.
    case decimal(Decimal)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .decimal(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }

    /// A value assembled as dictionaries and arrays of strings, integers, numbers and Booleans
    /// (`JSONValue.null` for null); nil for anything else.
    package init?(any value: Any) {
        switch value {
        case let value as JSONValue: self = value
        case let value as String: self = .string(value)
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .integer(value)
        case let value as Double: self = .number(value)
        case let value as Decimal: self = .decimal(value)
        case let values as [Any]:
            var array: [JSONValue] = []
            for element in values {
                guard let converted = JSONValue(any: element) else { return nil }
                array.append(converted)
            }
            self = .array(array)
        case let members as [String: Any]:
            var object: [String: JSONValue] = [:]
            for (key, element) in members {
                guard let converted = JSONValue(any: element) else { return nil }
                object[key] = converted
            }
            self = .object(object)
        default: return nil
        }
    }

    /// The text of the value, keys sorted: `pretty` indents by two spaces; `escapingSlashes`
    /// writes `/` as `\/`.
    package func text(pretty: Bool, escapingSlashes: Bool = false) -> String? {
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = [.sortedKeys]
        if pretty { formatting.insert(.prettyPrinted) }
        if !escapingSlashes { formatting.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = formatting
        guard let data = try? encoder.encode(self) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
