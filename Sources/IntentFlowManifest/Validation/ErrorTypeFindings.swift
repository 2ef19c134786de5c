/// Errors for values whose type holds `Error` or `any Error` (`Result<Forecast, Error>`): the generated enums and
/// the struct state are `Equatable`, which such a type is not, so the contract would not compile. The runtime's
/// `FlowError` carries a failure as a comparable value.
enum ErrorTypeFindings {
    /// One finding per parameter or field whose type names `Error`, at the parameter.
    static func findings(in manifest: Manifest) -> [Finding] {
        var findings: [Finding] = []
        for group in CaseGroup.allCases {
            for declaration in manifest[group] {
                for parameter in declaration.parameters where !parameter.isField && namesError(parameter.type) {
                    findings.append(finding(type: parameter.type, in: "'\(declaration.name)'", at: parameter.location))
                }
            }
        }
        for field in manifest.fields where namesError(field.type) {
            findings.append(finding(type: field.type, in: "the field '\(field.name)'", at: field.location))
        }
        return findings
    }

    private static func finding(type: String, in owner: String, at location: SourceLocation) -> Finding {
        let suggested = replacingError(in: type)
        return Finding(
            .unequatableError,
            "\(owner) carries '\(type)', which is not Equatable, so neither is the generated type; write "
                + "'\(suggested)': "
                + "FlowError keeps the failure's message, and traces and tests compare it", at: location)
    }

    /// Whether `type` names `Error` (bare, `any Error` or `Swift.Error`) as a whole word.
    static func namesError(_ type: String) -> Bool {
        words(of: type).contains { $0 == "Error" || $0 == "Swift.Error" }
    }

    /// `type` with each `any Error`, `Swift.Error` and `Error` written as `FlowError`.
    private static func replacingError(in type: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += (word == "Error" || word == "Swift.Error") ? "FlowError" : word
            word = ""
        }
        for character in type {
            if IdentifierSyntax.isIdentifierCharacter(character) || character == "." {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result.replacing("any FlowError", with: "FlowError")
    }

    /// The identifiers (with `.` paths) in `type`.
    private static func words(of type: String) -> [String] {
        type.split { !(IdentifierSyntax.isIdentifierCharacter($0) || $0 == ".") }.map(String.init)
    }
}
