/// The names of one group of declared cases and where each is first declared, for resolving the names acceptance
/// traces use and for finding duplicate cases.
struct CaseNames: Sendable {
    /// Each name's first declaration's index.
    private let firstIndexes: [String: Int]

    /// The names of `declarations` (a repeated name keeps its first index).
    init(_ declarations: [CaseDeclaration]) {
        firstIndexes = Dictionary(
            declarations.indices.lazy.map { (declarations[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The distinct names, in no particular order (for "did you mean" hints, which sort them).
    var names: Dictionary<String, Int>.Keys { firstIndexes.keys }

    /// The index of the first declaration named `name`, or `nil` when none is.
    func firstIndex(of name: String) -> Int? { firstIndexes[name] }

    /// Whether a declaration is named `name`.
    func contains(_ name: String) -> Bool { firstIndexes[name] != nil }
}
