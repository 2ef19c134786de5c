import IntentFlowText

/// Names of one manifest that look alike but differ (issue 45): a state `іdle` with a Cyrillic і beside `idle`, or
/// `idle` with a zero-width joiner beside it, reads as one name to a person or an agent while the code has two. Each
/// is a warning at the later name, with a note at the earlier one; names are compared by their UTS #39 skeletons
/// (``ConfusableSkeleton``) across states, intents, events, effects, routes, outputs, state fields and parameter
/// labels.
enum ConfusableFindings {
    /// One name and what it names, for the message.
    private struct Name {
        var what: String
        var text: String
        var location: SourceLocation
    }

    static func findings(in manifest: Manifest) -> [Finding] {
        var firstBySkeleton: [String: Name] = [:]
        var findings: [Finding] = []
        for name in names(in: manifest) {
            let skeleton = ConfusableSkeleton.skeleton(of: name.text)
            guard let first = firstBySkeleton[skeleton] else {
                firstBySkeleton[skeleton] = name
                continue
            }
            // The same spelling twice is a duplicate (reported as such) or one label used by two cases.
            guard Array(first.text.unicodeScalars) != Array(name.text.unicodeScalars) else { continue }
            findings.append(
                Finding(
                    .confusableNames,
                    "\(name.what) '\(DeceptiveText.escaped(name.text))' looks like \(first.what) "
                        + "'\(DeceptiveText.escaped(first.text))' but is a different name (\(codePoints(name.text)) "
                        + "against \(codePoints(first.text))); rename one",
                    at: name.location,
                    notes: [
                        Diagnostic(
                            .note, "'\(DeceptiveText.escaped(first.text))' is declared here", at: first.location,
                            rule: ManifestRule.confusableNames.id)
                    ]))
        }
        return findings
    }

    /// Every name the manifest declares, in the order written within each kind.
    private static func names(in manifest: Manifest) -> [Name] {
        var names: [Name] = []
        for group in CaseGroup.allCases {
            for declaration in manifest[group] {
                names.append(Name(what: group.singular, text: declaration.name, location: declaration.location))
                for parameter in declaration.parameters {
                    guard let label = parameter.label else { continue }
                    names.append(Name(what: "parameter label", text: label, location: parameter.location))
                }
            }
        }
        for field in manifest.fields {
            names.append(Name(what: "field", text: field.name, location: field.location))
        }
        return names
    }

    /// The name's scalars beyond ASCII as code points, which is where look-alikes differ: `\u{456}`.
    private static func codePoints(_ text: String) -> String {
        let outside = text.unicodeScalars.filter { !$0.isASCII }
        guard !outside.isEmpty else { return "all ASCII" }
        return outside.map(DeceptiveText.codePoint).joined(separator: " ")
    }
}
