/// What is wrong with a manifest's `children:`: a child whose manifest is missing, broken or of another feature, two
/// children under one id, an output the child does not declare, an event the parent does not declare, and a mapping
/// whose values do not fit (each error located at what is written, with "did you mean" where a name is close).
enum ChildFindings {
    /// The findings of `parent`'s children, given what reading each child's manifest gave (by child id).
    static func findings(in parent: Manifest, loads: [String: ChildManifestLoad]) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<String> = []
        for child in parent.children {
            let idLocation = child.keyLocations["id"] ?? child.keyLocations["feature"] ?? child.location
            guard seen.insert(child.id).inserted else {
                findings.append(
                    Finding(
                        .duplicateChild,
                        "two children are hosted as '\(child.id)'; give one another 'id:' (it names the generated "
                            + "mapping and hosting function)", at: idLocation))
                continue
            }
            findings += self.findings(of: child, in: parent, load: loads[child.id])
        }
        return findings
    }

    private static func findings(of child: ChildDeclaration, in parent: Manifest, load: ChildManifestLoad?) -> [Finding]
    {
        let manifestLocation = child.keyLocations["manifest"] ?? child.location
        switch load {
        case nil:
            return []
        case .unreadable(let path, let reason):
            return [
                Finding(
                    .childManifest,
                    "the manifest of child '\(child.feature)' cannot be read: '\(path)': \(reason) (the path is "
                        + "relative to this manifest's directory)", at: manifestLocation)
            ]
        case .invalid(let path, let errors):
            return [
                Finding(
                    .childManifest,
                    "the manifest of child '\(child.feature)', '\(path)', "
                        + "has \(errors) error\(errors == 1 ? "" : "s"); "
                        + "fix it first (intentflow validate \(path))", at: manifestLocation)
            ]
        case .loaded(let manifest):
            guard manifest.feature == child.feature else {
                return [
                    Finding(
                        .childManifest,
                        "'\(child.manifest)' declares feature '\(manifest.feature)', not '\(child.feature)'",
                        at: child.keyLocations["feature"] ?? child.location)
                ]
            }
            return child.outputs.flatMap { mapping($0, of: child, from: manifest, to: parent) }
        }
    }

    /// What is wrong with one `output: event` entry: a name on either side that does not exist (both are reported,
    /// so one edit fixes the entry), else values that do not fit.
    private static func mapping(
        _ mapping: ChildDeclaration.OutputMapping, of child: ChildDeclaration, from manifest: Manifest,
        to parent: Manifest
    ) -> [Finding] {
        let output = manifest.outputs.first { $0.name == mapping.output.name }
        let event = parent.events.first { $0.name == mapping.event.name }
        guard let output, let event else {
            return [
                output == nil ? unknownOutput(mapping, of: child, in: manifest) : nil,
                event == nil ? unknownEvent(mapping, of: child, in: parent) : nil,
            ].compactMap { $0 }
        }
        // An element of a collection (`each:`) is named by its id, which the event takes before the output's values.
        let carried = (child.each.map { [$0] } ?? []) + output.parameters.map(\.type)
        // Rows followed without `each:` are keyed by their `ID`, which the compiler checks against the event.
        let keyedByRows = child.from != nil && child.each == nil
        let taken = event.parameters.map(\.type).dropFirst(keyedByRows ? 1 : 0).map { $0 }
        guard carried == taken else {
            let values = child.each.map { "its id (\($0)), then the output's values" } ?? "the output's values"
            return [
                Finding(
                    .childPayloadMismatch,
                    "\(child.feature)'s output '\(output.name)' carries \(describe(carried)) but \(parent.feature)'s "
                        + "event '\(event.name)' takes \(describe(taken)); the event must take \(values), in order",
                    at: mapping.event.location)
            ]
        }
        return []
    }

    private static func unknownOutput(
        _ mapping: ChildDeclaration.OutputMapping, of child: ChildDeclaration, in manifest: Manifest
    ) -> Finding {
        let names = manifest.outputs.map(\.name)
        return Finding(
            .childUnknownOutput,
            "\(child.feature) declares no output '\(mapping.output.name)'"
                + EditDistance.hint(for: mapping.output.name, among: names)
                + (names.isEmpty ? " (it declares no outputs)" : " (its outputs: \(names.joined(separator: ", ")))"),
            at: mapping.output.location)
    }

    private static func unknownEvent(
        _ mapping: ChildDeclaration.OutputMapping, of child: ChildDeclaration, in parent: Manifest
    ) -> Finding {
        let names = parent.events.map(\.name)
        return Finding(
            .childUnknownEvent,
            "\(parent.feature) declares no event '\(mapping.event.name)' for \(child.feature)'s output "
                + "'\(mapping.output.name)'"
                + (EditDistance.suggestion(for: mapping.event.name, among: names).map {
                    "; did you mean '\($0)'?"
                } ?? "; declare it under 'events:'"),
            at: mapping.event.location)
    }

    private static func describe(_ types: [String]) -> String {
        types.isEmpty ? "no values" : "(\(types.joined(separator: ", ")))"
    }
}
