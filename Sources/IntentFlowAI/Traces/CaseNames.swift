/// The names of one group of declared cases and where each is first declared, for resolving the names acceptance
/// traces use and for finding duplicate cases.
struct CaseNames: Sendable {
    /// The distinct names, in the order first declared.
    private(set) var names: [String] = []
    /// Each name's first declaration's index.
    private var firstIndexes: [String: Int] = [:]

    /// The names of `declarations`, in order (a repeated name keeps its first index).
    init(_ declarations: [CaseDeclaration]) {
        firstIndexes.reserveCapacity(declarations.count)
        for (index, declaration) in declarations.enumerated() where firstIndexes[declaration.name] == nil {
            firstIndexes[declaration.name] = index
            names.append(declaration.name)
        }
    }

    /// The index of the first declaration named `name`, or `nil` when none is.
    func firstIndex(of name: String) -> Int? { firstIndexes[name] }

    /// Whether a declaration is named `name`.
    func contains(_ name: String) -> Bool { firstIndexes[name] != nil }
}
