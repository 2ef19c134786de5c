extension ManifestDecoder {
    /// The keys of an `alerts:` entry and of one of its buttons.
    static let alertKeys = ["name", "title", "message", "style", "buttons", "params"]
    static let alertButtonKeys = ["title", "role", "intent"]

    /// The `alerts:` list: each entry a mapping with `name`, `title`, optional `message` and `style`, and `buttons`;
    /// an entry that is not one, or lacks its name or title, is reported (`manifest.invalid-alert`) and left out.
    mutating func alerts(_ node: YAMLNode) -> [AlertDeclaration] {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            report(
                .typeMismatch,
                "'alerts' must be a list of mappings with 'name', 'title' and 'buttons'; found "
                    + node.kindDescription, at: node.location)
            return []
        }
        return items.compactMap { alert($0) }
    }

    private mutating func alert(_ node: YAMLNode) -> AlertDeclaration? {
        guard let pairs = node.mapping else {
            report(
                .invalidAlert,
                "each alert must be a mapping such as {name: confirmDelete, title: \"Delete?\", buttons: "
                    + "[…]}; found \(node.kindDescription)", at: node.location)
            return nil
        }
        var values: [String: (text: String, location: SourceLocation)] = [:]
        var buttons: [AlertDeclaration.Button] = []
        var parameters: [CaseParameter] = []
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            switch key {
            case "buttons":
                buttons = alertButtons(pair.value)
            case "params":
                guard let items = list(pair.value, key: key, of: "parameters") else { continue }
                parameters = items.compactMap { parameter($0) }
            case _ where Self.alertKeys.contains(key):
                if let text = string(pair.value, key: key) { values[key] = (text, pair.value.location) }
            default:
                report(
                    .unknownKey, "unknown key '\(key)'" + EditDistance.hint(for: key, among: Self.alertKeys),
                    at: pair.key.location)
            }
        }
        guard let name = values["name"], let title = values["title"] else {
            report(.invalidAlert, "an alert needs a 'name' (its case) and a 'title'", at: node.location)
            return nil
        }
        guard IdentifierSyntax.isValid(name.text) else {
            report(.invalidAlert, "the alert name '\(name.text)' is not a Swift identifier", at: name.location)
            return nil
        }
        let style = values["style"]
        if let style, !AlertDeclaration.styles.contains(style.text) {
            report(
                .invalidAlert,
                "style must be 'alert' or 'confirmationDialog'; found '\(style.text)'"
                    + EditDistance.hint(for: style.text, among: AlertDeclaration.styles), at: style.location)
        }
        for key in ["title", "message"] {
            guard let text = values[key] else { continue }
            checkInterpolations(in: text.text, key: key, parameters: parameters, at: text.location)
        }
        var alert = AlertDeclaration(
            name: name.text, title: title.text, message: values["message"]?.text, style: style?.text ?? "alert",
            buttons: buttons, location: name.location)
        alert.parameters = parameters
        return alert
    }

    /// Reports each `{name}` of an alert's `key` text that names none of its `parameters`.
    private mutating func checkInterpolations(
        in text: String, key: String, parameters: [CaseParameter], at location: SourceLocation
    ) {
        let names = parameters.compactMap(\.label)
        for piece in AlertText.pieces(text) {
            guard case .value(let name) = piece, !names.contains(name) else { continue }
            let known =
                names.isEmpty
                ? "the alert has no 'params'; declare it, e.g. params: [\"\(name): Int\"]"
                : "it is none of the alert's params (\(names.joined(separator: ", ")))"
                    + EditDistance.hint(for: name, among: names)
            report(.invalidAlert, "the alert's \(key) interpolates '{\(name)}', but \(known)", at: location)
        }
    }

    private mutating func alertButtons(_ node: YAMLNode) -> [AlertDeclaration.Button] {
        guard let items = node.sequence else {
            report(.invalidAlert, "'buttons' must be a list of {title, role, intent}", at: node.location)
            return []
        }
        return items.compactMap { item in
            guard let pairs = item.mapping else {
                report(
                    .invalidAlert,
                    "each button must be a mapping such as {title: Delete, role: destructive, "
                        + "intent: deleteConfirmed}; found \(item.kindDescription)", at: item.location)
                return nil
            }
            var button = AlertDeclaration.Button(title: "", location: item.location)
            var hasTitle = false
            for pair in pairs {
                guard let key = pair.key.scalar, let text = string(pair.value, key: key) else { continue }
                switch key {
                case "title":
                    button.title = text
                    hasTitle = true
                case "role":
                    if AlertDeclaration.roles.contains(text) {
                        button.role = text
                    } else {
                        report(
                            .invalidAlert,
                            "role must be 'cancel' or 'destructive'; found '\(text)'"
                                + EditDistance.hint(for: text, among: AlertDeclaration.roles), at: pair.value.location)
                    }
                case "intent": button.intent = CaseReference(name: text, location: pair.value.location)
                default:
                    report(
                        .unknownKey, "unknown key '\(key)'" + EditDistance.hint(for: key, among: Self.alertButtonKeys),
                        at: pair.key.location)
                }
            }
            guard hasTitle else {
                report(.invalidAlert, "a button needs a 'title'", at: item.location)
                return nil
            }
            return button
        }
    }
}
