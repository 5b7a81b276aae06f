import Speakable

/// Reads one entry of a screen's `do:` list into a `TaskAction` (tasks spec TK1): a mapping of
/// one action name to what it acts on.
enum TaskActionDecoding {
    static func action(_ node: DocumentNode) throws -> TaskAction {
        guard let mapping = node.node.mapping else {
            throw node.error("expected an action as a mapping of one of \(TaskAction.verbs.joined(separator: ", ")) to its target, got \(node.kindName)")
        }
        let fields = try node.fields(allowed: TaskAction.verbs, of: "an action")
        guard mapping.count == 1, let verb = mapping.names.first, let value = fields[verb] else {
            throw node.error("an action has one key, the action's name; got \(mapping.count): \(mapping.names.joined(separator: ", "))")
        }
        switch verb {
        case "activate": return .activate(try target(value))
        case "toggle": return .toggle(try target(value))
        case "select": return .select(try target(value))
        case "find": return .find(try target(value))
        case "fill":
            let keys = try value.fields(allowed: ["field", "id", "text", "secret"], of: "a fill action")
            let secret = try keys.optional("secret")?.bool() ?? false
            let text = try keys.optional("text")?.string(expected: "the text to type")
            if secret, text != nil { throw try keys.required("text").error("a secret's text is never written in a task file: leave out 'text' (the field is typed as bullets)") }
            guard secret || text != nil else { throw value.error("a fill action needs 'text', or 'secret: true'") }
            return .fill(try namedTarget(keys, nameKey: "field", owner: value), text: secret ? nil : text)
        case "adjust":
            let keys = try value.fields(allowed: ["control", "id", "to"], of: "an adjust action")
            return .adjust(try namedTarget(keys, nameKey: "control", owner: value), to: try keys.required("to").string(expected: "the value to reach"))
        default:
            let commands = try value.list()
            return .gestures(try commands.map { command in
                do { return try ScreenReaderCommand(parsing: try command.string(expected: "a gesture, as navigate takes it")) } catch let error as CommandParseError {
                    throw command.error("\(error)")
                }
            })
        }
    }

    /// `NAME`, or `{id: IDENT}`.
    private static func target(_ node: DocumentNode) throws -> TaskTarget {
        if node.node.mapping != nil {
            let keys = try node.fields(allowed: ["id"], of: "a target")
            return .identifier(try keys.required("id").string(expected: "an accessibility identifier"))
        }
        return .name(try node.string(expected: "the spoken name of a stop, or {id: IDENT}"))
    }

    /// `field: NAME` (or `control:`), or `id: IDENT`: one of them.
    private static func namedTarget(_ keys: Fields, nameKey: String, owner: DocumentNode) throws -> TaskTarget {
        switch (keys.optional(nameKey), keys.optional("id")) {
        case (let name?, nil): return .name(try name.string(expected: "the spoken name of a stop"))
        case (nil, let id?): return .identifier(try id.string(expected: "an accessibility identifier"))
        case (_?, _?): throw owner.error("give '\(nameKey)' or 'id', not both")
        case (nil, nil): throw owner.error("needs '\(nameKey)' (a spoken name) or 'id' (an accessibility identifier)")
        }
    }
}
