/// The value an enum case carries under `label`, read with `Mirror`, when it is a `Value`; `nil` for another case,
/// another label or another type.
///
/// For invariant checks that read one value of a state without a `switch`, which keeps them one line:
///
/// ```swift
/// (flowPayload("retries", of: state) ?? 0) <= 3     // every state that carries `retries`
/// ```
///
/// A case with a single value carries it without its label: that value is returned for any `label`.
public func flowPayload<Value>(_ label: String, of value: Any) -> Value? {
    guard let payload = Mirror(reflecting: value).children.first?.value else { return nil }
    let fields = Mirror(reflecting: payload)
    guard fields.displayStyle == .tuple else { return payload as? Value }
    return fields.children.first { $0.label == label }?.value as? Value
}
