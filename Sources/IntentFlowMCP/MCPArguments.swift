import IntentFlowManifest
import IntentFlowText

/// The `arguments` of a tool call, read by name with their types checked.
///
/// Any argument the tool does not declare is an error, so a misspelt name never silently means the default.
package struct MCPArguments: Sendable {
    /// The arguments given.
    package var values: JSONObject

    /// Reads `arguments` (absent means none) for a tool that declares `declared`.
    ///
    /// - Throws: ``MCPToolError`` when `arguments` is not an object or names an undeclared argument.
    package init(_ arguments: JSONValue?, declared: [String]) throws(MCPToolError) {
        switch arguments {
        case nil, .null?: values = [:]
        case .object(let members)?: values = members
        default: throw MCPToolError("arguments must be an object")
        }
        if let unknown = values.keys.sorted().first(where: { !declared.contains($0) }) {
            let expected = declared.isEmpty ? "it takes none" : "it takes \(declared.joined(separator: ", "))"
            throw MCPToolError("unknown argument '\(unknown)'; \(expected)")
        }
    }

    /// The string argument `name`, or `nil` when absent.
    package func string(_ name: String) throws(MCPToolError) -> String? {
        switch values[name] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        default: throw MCPToolError("'\(name)' must be a string")
        }
    }

    /// The string argument `name`, which must be given.
    package func requiredString(_ name: String) throws(MCPToolError) -> String {
        guard let value = try string(name) else { throw MCPToolError("'\(name)' is required") }
        return value
    }

    /// The array-of-strings argument `name`, or `nil` when absent.
    package func strings(_ name: String) throws(MCPToolError) -> [String]? {
        switch values[name] {
        case nil, .null?: return nil
        case .array(let elements)?:
            var strings: [String] = []
            for element in elements {
                guard case .string(let value) = element else {
                    throw MCPToolError("'\(name)' must be an array of strings")
                }
                strings.append(value)
            }
            return strings
        default: throw MCPToolError("'\(name)' must be an array of strings")
        }
    }

    /// The boolean argument `name`, or `nil` when absent.
    package func bool(_ name: String) throws(MCPToolError) -> Bool? {
        switch values[name] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw MCPToolError("'\(name)' must be true or false")
        }
    }

    /// The integer argument `name`, or `nil` when absent (a whole number written as `5.0` counts).
    package func int(_ name: String) throws(MCPToolError) -> Int? {
        switch values[name] {
        case nil, .null?: return nil
        case let value? where value.wholeNumber != nil: return value.wholeNumber
        default: throw MCPToolError("'\(name)' must be an integer")
        }
    }
}
