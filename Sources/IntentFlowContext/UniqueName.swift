/// Names a generated file declares once each: a test's function, a scenario's, a chain's loop variable.
enum UniqueName {
    /// `base`, or `base2`, `base3`, … when taken; the name returned is taken from then on.
    static func make(_ base: String, taken: inout Set<String>) -> String {
        var name = base
        var count = 1
        while taken.contains(name) {
            count += 1
            name = "\(base)\(count)"
        }
        taken.insert(name)
        return name
    }
}
