/// Whether two values are equal, for types that happen to be `Equatable`; `false` for any other type.
///
/// Lets the view model skip observation updates for unchanged view states without requiring `Equatable`.
func valuesAreEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
