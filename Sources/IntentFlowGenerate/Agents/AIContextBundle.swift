import Foundation
import IntentFlowAI
import IntentFlowTemplates
import IntentFlowTokenizer

/// A compact context for one task on one feature, trimmed to a token budget.
///
/// The sections are the files of the pack's `ai-context` generator, in priority order: contract, invariants,
/// acceptance traces, architecture rules, verification commands, the tool's entry files, the feature's relevant
/// source. When the whole bundle is over the budget, sections are left out from the lowest priority up — never the
/// required ones (contract and invariants by default) — and the bundle says what was left out. The order never
/// changes between runs, so prompt caches keep working.
public struct AIContextBundle: Sendable {
    /// One section of the bundle.
    public struct Section: Hashable, Sendable {
        /// Its name: the file entry's path in the pack (`contract`, `invariants`, …).
        public var name: String
        /// Its Markdown.
        public var text: String
        /// Its size in tokens on its own.
        public var tokens: Int
        /// Whether the bundle may not leave it out.
        public var isRequired: Bool
        /// Whether it is in the bundle.
        public var isIncluded: Bool
    }

    /// The feature.
    public var feature: String
    /// The tool it is for.
    public var tool: String
    /// The budget in tokens, if any.
    public var budget: Int?
    /// Every section in priority order, included or not.
    public var sections: [Section]
    /// The bundle's Markdown: a heading, the included sections, and a note of what was left out.
    public var text: String
    /// The size of ``text`` in o200k_base tokens.
    public var tokens: Int

    /// Whether the required sections fit the budget.
    public var fits: Bool { budget.map { tokens <= $0 } ?? true }

    /// Builds the bundle for `feature` with the pack's `ai-context` generator.
    ///
    /// - Throws: ``GeneratorError`` when the pack has no `ai-context` generator or a template fails.
    public static func make(
        feature: AgentsContext.Feature, tool: AIContextTool, budget: Int?, renderer: PackRenderer, root: URL,
        tokenizer: Tokenizer
    ) throws(GeneratorError) -> AIContextBundle {
        let parameters = try renderer.generator.resolve(
            [:], origin: SourceLocation(file: "<command line>", line: 1, column: 1))
        let context = Self.context(feature: feature, tool: tool, root: root)
        let rendered = try renderer.render(context: context, parameters: parameters, source: feature.manifestPath)
        let required = Set((parameters["required"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        })
        var sections = rendered.map { file in
            Section(
                name: file.path, text: file.contents.trimmingCharacters(in: .newlines) + "\n",
                tokens: tokenizer.count(file.contents), isRequired: required.contains(file.path), isIncluded: true)
        }
        let name = feature.manifest.feature
        var text = assemble(sections, feature: name, tool: tool.name, budget: budget)
        var tokens = tokenizer.count(text)
        if let budget {
            // Leave out the lowest-priority optional section until the bundle fits or only required ones are left.
            var candidate = sections.indices.last
            while tokens > budget, let index = candidate {
                if !sections[index].isRequired {
                    sections[index].isIncluded = false
                    text = assemble(sections, feature: name, tool: tool.name, budget: budget)
                    tokens = tokenizer.count(text)
                }
                candidate = index > sections.startIndex ? index - 1 : nil
            }
        }
        return AIContextBundle(
            feature: name, tool: tool.name, budget: budget, sections: sections, text: text, tokens: tokens)
    }

    /// The bundle's JSON: feature, tool, budget, tokens, each section's name, size and whether it is included, and
    /// the Markdown.
    public var json: String {
        let object: [String: Any] = [
            "feature": feature, "tool": tool, "budget": budget.map { $0 as Any } ?? NSNull(), "tokens": tokens,
            "fits": fits,
            "sections": sections.map { section -> [String: Any] in
                [
                    "name": section.name, "tokens": section.tokens, "required": section.isRequired,
                    "included": section.isIncluded,
                ]
            },
            "text": text,
        ]
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
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

    /// The feature's context with the tool, the verification commands and the source digest added.
    static func context(feature: AgentsContext.Feature, tool: AIContextTool, root: URL) -> TemplateValue {
        var values: [String: TemplateValue] = [:]
        if case .dictionary(let all) = AgentsContext.make(features: [feature], tools: [], projectName: ""),
            case .array(let features)? = all["features"], case .dictionary(let first)? = features.first
        {
            values = first
            values["commands"] = all["commands"]
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
        let digest = FeatureSourceDigest.read(feature: feature.manifest.feature, location: feature.code, root: root)
        values["source"] = .dictionary([
            "hasAny": .bool(digest.contract != nil || digest.reducer != nil || digest.effects != nil),
            "hasContract": .bool(digest.contract != nil), "contract": .string(digest.contract?.text ?? ""),
            "contractPath": .string(digest.contract?.path ?? ""),
            "hasReducer": .bool(digest.reducer != nil), "reducer": .string(digest.reducer?.text ?? ""),
            "reducerPath": .string(digest.reducer?.path ?? ""),
            "hasEffects": .bool(digest.effects != nil), "effects": .string(digest.effects?.text ?? ""),
            "effectsPath": .string(digest.effects?.path ?? ""),
        ])
        return .dictionary(values)
    }
}
