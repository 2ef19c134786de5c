/// Reads one `fields:` entry: `name: Type = default`, e.g. `query: String = ""` or `results: [Item] = []`.
///
/// The name must be a label and the type written out (a field has no 0.1 `String` default); the default is one Swift
/// expression, placed into the generated struct as written.
package enum StateFieldSyntax {
    /// A parsed field, with offsets (in Unicode scalars) into the entry's text.
    package struct Parsed: Hashable, Sendable {
        /// The field's name.
        package var name: String
        /// The canonical type.
        package var type: String
        /// The default value as written, trimmed.
        package var defaultValue: String
        /// Where the name starts.
        package var offset: Int
    }

    /// Parses `text`; a failure carries its message and the offset it points at.
    package static func parse(_ text: String) -> Result<Parsed, TraceSyntax.Failure> {
        let scalars = Array(text.unicodeScalars)
        guard let equals = scalars.firstIndex(of: "=") else {
            return .failure(
                failure(
                    "a field needs a default: write 'name: Type = value', e.g. 'query: String = \"\"'",
                    offset: scalars.count))
        }
        let declaration = String(String.UnicodeScalarView(scalars[..<equals]))
        let parameter: CaseSyntax.Parameter
        switch CaseSyntax.parameter(declaration) {
        case .success(let parsed): parameter = parsed
        case .failure(let problem): return .failure(failure(problem.message, offset: problem.offset))
        }
        guard let name = parameter.label, parameter.isTypeExplicit else {
            return .failure(
                failure(
                    "a field needs a name and a type: write 'name: Type = value', e.g. 'query: String = \"\"'",
                    offset: parameter.offset))
        }
        let value = String(String.UnicodeScalarView(scalars[(equals + 1)...]))
        let trimmed = value.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty else {
            return .failure(failure("expected the field's default value after '='", offset: equals + 1))
        }
        if let problem = SwiftExpressionShape.problem(in: trimmed) {
            return .failure(
                failure("the default must be exactly one Swift expression, but \(problem)", offset: equals + 1))
        }
        return .success(Parsed(name: name, type: parameter.type, defaultValue: trimmed, offset: parameter.offset))
    }

    private static func failure(_ message: String, offset: Int) -> TraceSyntax.Failure {
        TraceSyntax.Failure(message: message, offset: offset)
    }
}
