import Foundation
import IntentFlowContext
import IntentFlowTemplates
import Testing

@testable import IntentFlowGenerate

/// Keeps Docs/ContextModel.md in step with the context model: every key path the code builds is on the page, and
/// every key path on the page is built.
@Suite("Context model documentation")
struct ContextModelDocumentationTests {
    /// Every key path the feature and startup-action contexts hold for the sample manifests.
    static func builtKeyPaths() -> Set<String> {
        var paths = Set<String>()
        // The feature fixtures hold what the sample manifests lack: `emits:`, effect chains and cancellations.
        let fixtures = (try? DefaultPackRenderer.exampleManifests()) ?? []
        for manifest in SampleManifests.all + fixtures + [SampleManifests.shopHostingLogin] {
            collect(FeatureContext.make(manifest: manifest), prefix: "", into: &paths)
        }
        collect(StartupActionContext.make(name: "ForceUpdate"), prefix: "", into: &paths)
        return paths
    }

    /// Key paths on the page: the first column of its tables, with the `states` rows standing for every group and
    /// `traces[]` for the implemented and unimplemented lists.
    static func documentedKeyPaths() throws -> Set<String> {
        let page = try String(
            contentsOf: DefaultPackRenderer.repositoryRoot.appendingPathComponent("Docs/ContextModel.md"),
            encoding: .utf8)
        var paths = Set<String>()
        for line in page.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            // The table of generated files names templates, not key paths.
            guard !cell.hasSuffix(".swift") else { continue }
            paths.insert(String(cell))
        }
        var expanded = paths
        for path in paths {
            if path.hasPrefix("states.") {
                for group in ["intents", "events", "effects", "routes", "outputs", "groups[]"] {
                    expanded.insert(group + path.dropFirst("states".count))
                }
            }
            // Keys only effects fill (`emits`) are written for `effects` and stand for `groups[]` too.
            if path.hasPrefix("effects.") {
                expanded.insert("groups[]" + path.dropFirst("effects".count))
            }
            if path.hasPrefix("traces[].") {
                for list in ["implementedTraces[]", "unimplementedTraces[]"] {
                    expanded.insert(list + path.dropFirst("traces[]".count))
                }
            }
        }
        // `outputs[].…` and `routes[].…` stand for the keys of `effects[]`.
        for path in expanded where path.hasSuffix("[].…") {
            expanded.remove(path)
            let list = String(path.dropLast("[].…".count))
            let effectsPrefix = list.replacingOccurrences(of: "outputs", with: "effects")
                .replacingOccurrences(of: "routes", with: "effects")
            for effectPath in expanded where effectPath.hasPrefix(effectsPrefix + "[].") {
                expanded.insert(list + effectPath.dropFirst(effectsPrefix.count))
            }
        }
        return expanded
    }

    @Test("Every key path the code builds is documented")
    func everyBuiltKeyIsDocumented() throws {
        let undocumented = Self.builtKeyPaths().subtracting(try Self.documentedKeyPaths())
        #expect(undocumented.isEmpty, "not in Docs/ContextModel.md: \(undocumented.sorted())")
    }

    @Test("Every documented key path is built")
    func everyDocumentedKeyIsBuilt() throws {
        let stale = try Self.documentedKeyPaths().subtracting(Self.builtKeyPaths())
        #expect(stale.isEmpty, "in Docs/ContextModel.md but not built: \(stale.sorted())")
    }

    private static func collect(_ value: TemplateValue, prefix: String, into paths: inout Set<String>) {
        switch value {
        case .dictionary(let fields):
            for (key, field) in fields {
                let path = prefix.isEmpty ? key : "\(prefix).\(key)"
                if case .dictionary = field {
                } else if case .array = field {
                } else {
                    paths.insert(path)
                }
                collect(field, prefix: path, into: &paths)
            }
        case .array(let elements):
            for element in elements {
                if case .dictionary = element {
                    collect(element, prefix: prefix + "[]", into: &paths)
                }
            }
        default:
            break
        }
    }
}
