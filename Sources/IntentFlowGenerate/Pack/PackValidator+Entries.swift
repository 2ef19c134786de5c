import IntentFlowManifest
import IntentFlowTemplates

extension PackValidator {
    /// What is wrong with a generator's parameters: a choice given twice, or two choices (or a choice and another
    /// parameter) that make the same `params.<name>_<choice>` flag, so one would hide the other.
    func parameterDiagnostics(_ generator: PackGenerator) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = Set(generator.parameters.map(\.name))
        for parameter in generator.parameters {
            var flags: [String: String] = [:]
            for choice in parameter.choices {
                let flag = PackParameter.flagName(parameter.name, choice)
                if let earlier = flags[flag] {
                    let what =
                        earlier == choice
                        ? "choice '\(choice)' of parameter '\(parameter.name)' is given twice"
                        : "choices '\(earlier)' and '\(choice)' of parameter '\(parameter.name)' both make the flag "
                            + "params.\(flag)"
                    diagnostics.append(Diagnostic(.error, what, at: parameter.location, rule: "pack.duplicate-choice"))
                } else if names.contains(flag) {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "the flag params.\(flag) of choice '\(choice)' collides with parameter '\(flag)'",
                            at: parameter.location, rule: "pack.duplicate-choice"))
                }
                flags[flag] = choice
            }
        }
        return diagnostics
    }

    /// Why an output path cannot be written, or `nil`: absolute, reaching up with `..`, or naming a directory.
    static func pathProblem(_ path: String) -> String? {
        if ProjectRoot.isAbsolute(path) || path.hasPrefix("~") {
            return "is absolute; output paths are relative to the output directory"
        }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return "has a '..' component; output paths stay inside the output directory"
        }
        if path.hasSuffix("/") { return "ends with '/', so it names a directory, not a file" }
        return nil
    }

    /// The problems of one file entry's output path: as written, and as rendered with the sample context.
    func pathDiagnostics(_ entry: PackFileEntry, path: Template, context: TemplateValue?) -> [Diagnostic] {
        let written = entry.path.trimmingWhitespaceAndNewlines()
        if let problem = Self.pathProblem(written) {
            return [
                Diagnostic(.error, "output path '\(written)' \(problem)", at: entry.pathLocation, rule: "pack.path")
            ]
        }
        guard let context, (try? entry.when?.evaluate(in: context)) ?? true,
            let rendered = try? path.render(context, partials: pack.library)
                .trimmingWhitespaceAndNewlines(),
            !rendered.isEmpty, let problem = Self.pathProblem(rendered)
        else { return [] }
        return [
            Diagnostic(
                .error, "output path renders '\(rendered)' for the sample manifest, which \(problem)",
                at: entry.pathLocation, rule: "pack.path")
        ]
    }

    /// Facts a `when:` names that the sample context lacks, each with the closest existing name.
    func conditionDiagnostics(_ entry: PackFileEntry, context: TemplateValue?) -> [Diagnostic] {
        guard let condition = entry.when, let context else { return [] }
        return condition.facts.compactMap { fact in
            WhenExpression.unknownName(fact.name, in: context).map { message in
                Diagnostic(.error, message, at: fact.location, rule: "pack.when")
            }
        }
    }

    /// The context an entry renders with in the sample: the root, or the root with the first element of its
    /// `each:` list laid over (every element has the same keys).
    static func entryContext(_ entry: PackFileEntry, root: TemplateValue?) -> TemplateValue? {
        guard let key = entry.each else { return root }
        guard case .dictionary(let values)? = root, case .array(let items)? = values[key] else { return root }
        guard case .dictionary(let element)? = items.first else { return root }
        return .dictionary(values.merging(element) { _, new in new })
    }

    /// An `each:` that names no list of the sample context, with the closest list suggested.
    func eachDiagnostics(_ entry: PackFileEntry, root: TemplateValue?) -> [Diagnostic] {
        guard let key = entry.each, case .dictionary(let values)? = root else { return [] }
        if case .array? = values[key] { return [] }
        let lists = values.filter { if case .array = $0.value { true } else { false } }.keys.sorted()
        return [
            Diagnostic(
                .error,
                "'each: \(key)' names no list of the context" + EditDistance.hint(for: key, among: lists)
                    + " (lists: \(lists.isEmpty ? "none" : lists.joined(separator: ", ")))",
                at: entry.location, rule: "pack.invalid-each")
        ]
    }
}
