import IntentFlowManifest
import IntentFlowTemplates

/// What a parent's generated code needs of a collection of children (`each:` on a child): the id type, the name the
/// mapping binds the element's id to, and two ids the generated tests host elements under.
struct ChildCollection {
    /// The type of the ids elements are hosted under: `UUID`.
    let idType: String
    /// The name the output mapping binds the element's id to: `id`, or `elementID` when an output's value takes it.
    let elementID: String
    /// Two distinct ids of ``idType`` as Swift expressions, for the tests; `nil` for a type without built-in ones.
    let idLiterals: (first: String, second: String)?

    /// The collection of a child whose outputs are `outputs`, hosted under ids of `idType`.
    init(idType: String, outputs: [CaseContext]) {
        self.idType = idType
        let taken = outputs.contains { $0.parameters.contains { $0.bindingName == "id" } }
        elementID = taken ? "elementID" : "id"
        idLiterals = Self.literals(of: idType)
    }

    /// Two distinct values of `type`: the test dependencies' first UUIDs, or small numbers and strings.
    private static func literals(of type: String) -> (first: String, second: String)? {
        switch type {
        case "UUID", "Foundation.UUID":
            ("FlowDependencies.incrementingUUID(1)", "FlowDependencies.incrementingUUID(2)")
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            ("1", "2")
        case "String", "Substring":
            ("\"first\"", "\"second\"")
        default:
            nil
        }
    }

    /// The template values the collection adds to its child's: `idType`, `elementID`, and, when the tests can host
    /// elements (ids of a known type, a child with an initial state), `firstID`, `secondID` and `childInitial`.
    func templateValues(childInitialState: String?) -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [
            "idType": .string(idType),
            "elementID": .string(elementID),
        ]
        let isTestable = idLiterals != nil && childInitialState != nil
        values["collectionTest"] = .dictionary([
            "isAvailable": .bool(isTestable),
            "firstID": .string(idLiterals?.first ?? ""),
            "secondID": .string(idLiterals?.second ?? ""),
            "childInitial": .string(childInitialState ?? ""),
        ])
        return values
    }
}
