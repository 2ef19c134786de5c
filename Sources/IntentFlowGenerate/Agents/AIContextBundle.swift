import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates
import IntentFlowTokenizer

/// A compact context for one task on one feature, trimmed to a token budget.
///
/// The sections are the files of the pack's `ai-context` generator, in priority order: contract, invariants,
/// acceptance traces, architecture rules, verification commands, the tool's entry files, the feature's relevant
/// source. When the whole bundle is over the budget, the source section keeps as many of its declarations as fit,
/// then sections are left out from the lowest priority up — never the required ones (contract and invariants by
/// default) — and the bundle says what was left out. The order never changes between runs, so prompt caches keep
/// working.
package struct AIContextBundle: Sendable {
    /// One section of the bundle.
    package struct Section: Hashable, Sendable {
        /// Its name: the file entry's path in the pack (`contract`, `invariants`, …).
        package var name: String
        /// Its Markdown.
        package var text: String
        /// Its size in tokens on its own.
        package var tokens: Int
        /// Whether the bundle may not leave it out.
        package var isRequired: Bool
        /// Whether it is in the bundle.
        package var isIncluded: Bool
    }

    /// The name of the section trimmed declaration by declaration rather than left out whole.
    package static let sourceSection = "source"

    /// The feature.
    package var feature: String
    /// The tool it is for.
    package var tool: String
    /// The budget in tokens, if any.
    package var budget: Int?
    /// Every section in priority order, included or not.
    package var sections: [Section]
    /// The source declarations in the bundle, and how many the feature's files hold.
    package var declarations: (kept: Int, total: Int)
    /// The bundle's Markdown: a heading, the included sections, and a note of what was left out.
    package var text: String
    /// The size of ``text`` in o200k_base tokens.
    package var tokens: Int

    /// Whether the required sections fit the budget.
    package var fits: Bool { budget.map { tokens <= $0 } ?? true }

    /// Builds the bundle for `feature` with the pack's `ai-context` generator, its source section from `digest`.
    ///
    /// - Throws: ``GeneratorError`` when the pack has no `ai-context` generator or a template fails.
    package static func make(
        feature: AgentsContext.Feature, tool: AIContextTool, budget: Int?, digest: FeatureSourceDigest,
        verify: VerifyCommand = .standard, renderer: PackRenderer, tokenizer: Tokenizer
    ) throws(GeneratorError) -> AIContextBundle {
        let parameters = try renderer.generator.resolve(
            [:], origin: SourceLocation(file: "<command line>", line: 1, column: 1))
        let required = Set(
            (parameters["required"] ?? "").split(separator: ",").map {
                $0.trimmingWhitespace()
            })
        let total = digest.declarationCount
        func render(keeping count: Int) throws(GeneratorError) -> [Section] {
            let context = Self.context(
                feature: feature, tool: tool, digest: digest.prefix(count), total: digest, verify: verify)
            return try renderer.render(context: context, parameters: parameters, source: feature.manifestPath).map {
                file in
                Section(
                    name: file.path, text: file.contents.trimmingNewlines() + "\n",
                    tokens: tokenizer.count(file.contents), isRequired: required.contains(file.path), isIncluded: true)
            }
        }
        let name = feature.manifest.feature
        var sections = try render(keeping: total)
        var kept = total
        var text = assemble(sections, feature: name, tool: tool.name, budget: budget)
        var tokens = tokenizer.count(text)
        if let budget, tokens > budget {
            var index = sections.count - 1
            while tokens > budget, index >= 0 {
                if sections[index].name == sourceSection, !sections[index].isRequired, total > 0 {
                    // Keep the most declarations that fit: the bundle grows with every declaration kept.
                    var low = 1
                    var high = total - 1
                    var best: (count: Int, sections: [Section])?
                    while low <= high {
                        let middle = (low + high) / 2
                        let candidate = try render(keeping: middle)
                        if tokenizer.count(assemble(candidate, feature: name, tool: tool.name, budget: budget))
                            <= budget
                        {
                            best = (middle, candidate)
                            low = middle + 1
                        } else {
                            high = middle - 1
                        }
                    }
                    if let best {
                        kept = best.count
                        sections[index] = best.sections[index]
                    } else {
                        kept = 0
                        sections[index].isIncluded = false
                    }
                } else if !sections[index].isRequired {
                    sections[index].isIncluded = false
                }
                text = assemble(sections, feature: name, tool: tool.name, budget: budget)
                tokens = tokenizer.count(text)
                index -= 1
            }
        }
        return AIContextBundle(
            feature: name, tool: tool.name, budget: budget, sections: sections, declarations: (kept, total), text: text,
            tokens: tokens)
    }

    /// The bundle's JSON: feature, tool, budget, tokens, each section's name, text, size and whether it is required
    /// and included, the source declarations kept, and the Markdown.
    package var json: String {
        let object: JSONValue = [
            "feature": .string(feature), "tool": .string(tool), "budget": budget.map(JSONValue.int) ?? .null,
            "tokens": .int(tokens), "fits": .bool(fits),
            "sections": .array(
                sections.map { section in
                    [
                        "name": .string(section.name), "text": .string(section.text), "tokens": .int(section.tokens),
                        "required": .bool(section.isRequired), "included": .bool(section.isIncluded),
                    ]
                }),
            "declarations": ["kept": .int(declarations.kept), "total": .int(declarations.total)],
            "text": .string(text),
        ]
        return object.prettyEncoded + "\n"
    }

    private static func assemble(_ sections: [Section], feature: String, tool: String, budget: Int?) -> String {
        var text = "# ai-context: \(feature) (\(tool))\n"
        for section in sections where section.isIncluded {
            text += "\n" + section.text
        }
        let leftOut = sections.filter { !$0.isIncluded }
        if !leftOut.isEmpty {
            let names = leftOut.map { "\($0.name) (\($0.tokens) tokens)" }.joined(separator: ", ")
            text += "\n## Left out\n\nTo fit \(budget ?? 0) tokens, this bundle leaves out: \(names).\n"
        }
        return text
    }

    /// The feature's context with the tool, the feature's commands and the source declarations added; `total` is the
    /// whole digest, for saying how much of it `digest` leaves out.
    static func context(
        feature: AgentsContext.Feature, tool: AIContextTool, digest: FeatureSourceDigest, total: FeatureSourceDigest,
        verify: VerifyCommand
    ) -> TemplateValue {
        var values: [String: TemplateValue] = [:]
        if case .dictionary(let all) = AgentsContext.make(
            features: [feature], tools: [], projectName: "", verify: verify),
            case .array(let features)? = all["features"], case .dictionary(let first)? = features.first
        {
            values = first
            values["commands"] = first["featureCommands"]
        }
        let kebab: String
        if case .dictionary(let names)? = values["feature"], case .string(let name)? = names["kebab"] {
            kebab = name
        } else {
            kebab = feature.manifest.feature.lowercased()
        }
        let entryFiles = tool.entryFiles(featureKebab: kebab)
        values["tool"] = .dictionary([
            "name": .string(tool.name), "displayName": .string(tool.displayName),
            "entryFiles": .array(entryFiles.map { .dictionary(["path": .string($0)]) }),
            "hasEntryFiles": .bool(!entryFiles.isEmpty),
        ])
        values["source"] = sourceValue(digest, total: total)
        return .dictionary(values)
    }

    private static func sourceValue(_ digest: FeatureSourceDigest, total: FeatureSourceDigest) -> TemplateValue {
        let kept = Dictionary(digest.files.map { ($0.path, $0.declarations.count) }, uniquingKeysWith: +)
        let files = digest.files.map { file -> TemplateValue in
            let omitted =
                (total.files.first { $0.path == file.path }?.declarations.count ?? 0) - file.declarations.count
            return .dictionary([
                "path": .string(file.path), "role": .string(file.role ?? ""), "hasRole": .bool(file.role != nil),
                "code": .string(file.declarations.joined(separator: "\n")),
                "omitted": .int(omitted), "hasOmitted": .bool(omitted > 0),
            ])
        }
        let leftOutFiles = total.files.filter { kept[$0.path] == nil }.map(\.path)
        return .dictionary([
            "hasAny": .bool(total.declarationCount > 0),
            "files": .array(files),
            "leftOutFiles": .string(leftOutFiles.map { "`\($0)`" }.joined(separator: ", ")),
            "hasLeftOutFiles": .bool(!leftOutFiles.isEmpty),
        ])
    }
}
