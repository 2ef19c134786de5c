import IntentFlowManifest
import IntentFlowTemplates

/// Builds the context the default pack's feature templates render: everything about one manifest that generated
/// code needs, spelled the way Swift needs it.
///
/// Every key is always present (lists may be empty, flags false, text empty), because packs render in strict mode,
/// where a missing name is an error. `Docs/ContextModel.md` describes each key; a test keeps it in step with this
/// code.
package enum FeatureContext {
    /// The context for `manifest`, generated with `parameters` (the pack's, resolved, and `module`).
    package static func make(manifest: Manifest, parameters: [String: String] = [:]) -> TemplateValue {
        let style = CaseStyle(manifest.feature)
        let featureName = manifest.feature
        let featureCamel = style.camel
        let parameters = GeneratorParameters(parameters, manifestModule: manifest.module)

        let featureCases = FeatureCases(manifest)
        var groups: [String: TemplateValue] = [:]
        var groupList: [TemplateValue] = []
        for group in CaseGroup.allCases {
            let contexts = featureCases.groups[group] ?? []
            let value = TemplateValue.dictionary([
                "kind": .string(group.rawValue),
                "singular": .string(group.singular),
                "typeName": .string(featureName + group.typeSuffix),
                "typeSuffix": .string(group.typeSuffix),
                "cases": .array(contexts.map(\.templateValue)),
                "isEmpty": .bool(contexts.isEmpty),
                "hasCases": .bool(!contexts.isEmpty),
            ])
            groups[group.rawValue] = value
            groupList.append(value)
        }

        let states = manifest.states.compactMap { featureCases.case(.states, $0.name) }
        let traces = featureCases.traces
        let implemented = TraceOrder.implemented(traces)
        let signalCount = Set(manifest.intents.map(\.name)).count + Set(manifest.events.map(\.name)).count
        let needsDefaultCase =
            TraceOrder.exhaustiveCases(implemented, states: states).count < states.count * signalCount

        let initialState = featureCases.initialState
        let initial = manifest.initialStateName.flatMap { featureCases.case(.states, $0) }
        let initialExpression = initialState?.expression
        let chains = StoreChains.make(
            traces, initial: initialState, taken: Set(traces.map(\.testName)), flowType: featureName + "Flow")
        // Store tests of effect chains need the test store; a feature without them does not link it.
        let testing =
            chains.isEmpty && manifest.scenarios.isEmpty && !traces.contains(where: \.hasValueTest)
            ? [] : ["IntentFlowTesting"]
        let summary = manifest.summary ?? ""

        var context = groups
        context["feature"] = .dictionary([
            "name": .string(featureName),
            "camel": .string(featureCamel),
            "snake": .string(style.snake),
            "kebab": .string(style.kebab),
            "lower": .string(style.lower),
        ])
        context["mode"] = .string(manifest.mode.rawValue)
        context["isAIMode"] = .bool(manifest.mode == .ai)
        context["summary"] = .dictionary([
            "text": .string(summary),
            "hasText": .bool(!summary.isEmpty),
            "docComment": .string(SwiftText.docComment(summary)),
            "lineComment": .string(SwiftText.lineComment(summary)),
            "singleLine": .string(SwiftText.singleLine(summary)),
            "markdownLine": .string(SwiftText.markdownLine(summary)),
            "stringLiteral": .string(SwiftText.stringLiteral(summary)),
        ])
        context["module"] = .dictionary([
            "name": .string(parameters.module),
            "hasName": .bool(!parameters.module.isEmpty),
        ])
        func imports(_ extra: [String] = []) -> TemplateValue {
            let names = Set(manifest.imports + extra).sorted()
            return .array(names.map { .dictionary(["name": .string($0)]) })
        }
        context["manifestImports"] = imports()
        context["imports"] = imports(["IntentFlow"])
        context["swiftTestingImports"] = imports(["IntentFlow", "Testing"] + testing)
        context["xcTestImports"] = imports(["IntentFlow", "XCTest"] + testing)
        context["swiftUIImports"] = imports(["IntentFlow", "SwiftUI"])
        context["uiKitImports"] = imports(["IntentFlow", "UIKit"])
        context["adapter"] = AdapterContext.make(featureName: featureName, featureCamel: featureCamel) { group in
            manifest[group].compactMap { featureCases.case(group, $0.name) }
        }
        let nextType = featureName + "Next"
        let nextLine =
            "typealias \(nextType) = Next<\(featureName)State, \(featureName)Effect, \(featureName)Output, "
            + "\(featureName)Route>"
        context["nextType"] = .dictionary([
            "name": .string(nextType),
            "fitsOnOneLine": .bool(SwiftText.width(nextLine) <= 100),
        ])
        context["groups"] = .array(groupList)
        context["initialState"] = .dictionary([
            "name": .string(initial?.name ?? ""),
            "expression": .string(initialExpression ?? ""),
            "hasExpression": .bool(initialExpression != nil),
        ])
        context["traces"] = .array(traces.map(\.templateValue))
        context["implementedTraces"] = .array(implemented.map(\.templateValue))
        context["conformance"] = ConformanceContext.make(manifest, traces: traces, initial: initialExpression) {
            featureCases.case($0, $1)
        }
        context["conformanceImports"] = imports(["IntentFlow", "IntentFlowTesting", "Testing"])
        context["conformanceXCTestImports"] = imports(["IntentFlow", "IntentFlowTesting", "XCTest"])
        context["unimplementedTraces"] = .array(
            traces.filter { $0.unimplementedReason != nil }.map(\.templateValue))
        context["hasUnimplementedTraces"] = .bool(traces.contains { $0.unimplementedReason != nil })
        let storeTest = Self.storeTest(traces, initial: initialState)
        context["storeTest"] = .dictionary([
            "isAvailable": .bool(storeTest != nil),
            "initialState": .string(storeTest?.initialState ?? ""),
            "method": .string(storeTest?.method ?? ""),
            "signal": .string(storeTest?.signal ?? ""),
            "expected": .string(storeTest?.expected ?? ""),
        ])
        context["storeChains"] = .array(
            chains.map {
                $0.chain.templateValue(
                    testName: $0.name, nextType: featureName + "Next", stateType: featureName + "State")
            })
        context["hasStoreChains"] = .bool(!chains.isEmpty)
        context["scenarios"] = .array(
            ScenarioTests.templateValues(
                manifest, cases: featureCases, taken: Set(traces.map(\.testName) + chains.map(\.name))))
        context["hasScenarios"] = .bool(!manifest.scenarios.isEmpty)
        // `    let report = Self.conformance.explore(from: …, signals: Self.signals)` within swift-format's 100
        // columns.
        context["conformanceExploreFits"] = .bool(
            SwiftText.width(initialExpression ?? "")
                + "    let report = Self.conformance.explore(from: , signals: Self.signals)".count
                <= 100)
        // The values the traces name for what the runtime hands the reducer, as the tests' dependencies give them.
        let reads = Set(traces.filter(\.isTestable).flatMap(\.dependencyReads))
        context["testDependencies"] = .array(
            DependencyName.allCases.filter(reads.contains).map {
                .dictionary(["name": .string($0.rawValue), "value": .string($0.testExpression)])
            })
        context["hasTestDependencies"] = .bool(!reads.isEmpty)
        context["hasTraces"] = .bool(!traces.isEmpty)
        context["hasImplementedTraces"] = .bool(!implemented.isEmpty)
        context["needsDefaultCase"] = .bool(needsDefaultCase)
        context["invariants"] = .array(
            manifest.invariants.map { invariant in
                .dictionary([
                    "text": .string(invariant.text),
                    "docComment": .string(SwiftText.docComment(invariant.text)),
                    "singleLine": .string(SwiftText.singleLine(invariant.text)),
                    "markdownLine": .string(SwiftText.markdownLine(invariant.text)),
                    "stringLiteral": .string(SwiftText.stringLiteral(invariant.text)),
                ])
            })
        context["hasInvariants"] = .bool(!manifest.invariants.isEmpty)
        context["manifest"] = .dictionary([
            // File and folder names go into comments: on one line, whatever characters they hold.
            "path": .string(SwiftText.singleLine(manifest.path)),
            "fileName": .string(
                SwiftText.singleLine(manifest.path.split(separator: "/").last.map(String.init) ?? manifest.path)),
            "schemaVersion": .string(manifest.schemaVersion),
        ])
        let children = manifest.children.compactMap { child in
            manifest.childManifests[child.id].map {
                ChildContext(
                    child, manifest: $0, parent: featureCases, parentFeature: featureName,
                    parentModule: parameters.module, rows: ChildRows(child, parent: manifest))
            }
        }
        context["children"] = .array(children.map(\.templateValue))
        context["hasChildren"] = .bool(!children.isEmpty)
        // A parent that only hosts (no intent or event of its own) never steps: its children's tests are its tests.
        context["hostsOnly"] = .bool(!manifest.children.isEmpty && manifest.intents.isEmpty && manifest.events.isEmpty)
        context["childImports"] = imports(children.map(\.importedModule).filter { !$0.isEmpty } + ["IntentFlow"])
        context["childTestImports"] = imports(
            ["IntentFlow", "Testing"] + (children.contains(where: \.holdsEffects) ? ["IntentFlowTesting"] : []))
        context["childXCTestImports"] = imports(
            ["IntentFlow", "XCTest"] + (children.contains(where: \.holdsEffects) ? ["IntentFlowTesting"] : []))
        context["childModules"] = .array(
            Set(children.map(\.importedModule).filter { !$0.isEmpty }).sorted().map {
                .dictionary(["name": .string($0)])
            })
        context["params"] = parameters.templateValue
        let access = parameters.access(manifest: manifest.access)
        context["access"] = access.templateValue
        context["alerts"] = AlertContext.make(manifest)
        context["stateStruct"] = StateStructContext.make(
            manifest, states: states, initial: initialState, access: access)
        return .dictionary(context)
    }

    /// The store test: the first trace whose test runs and that starts in the initial state, run from `initial:`.
    private static func storeTest(_ traces: [TraceContext], initial: InitialState?) -> TraceContext.StoreTest? {
        guard let initial else { return nil }
        for trace in traces where trace.isTestable && !trace.isRule && trace.dependencyReads.isEmpty {
            guard let (start, samples) = StoreChains.start(of: trace, initial: initial), start == initial.expression,
                let signal = samples.signalValue, let expected = trace.targets.to.flatMap(samples.expected)
            else { continue }
            // An event from outside is sent too, under its label: `store.send(event: .x)`.
            return TraceContext.StoreTest(
                initialState: start, method: "send",
                signal: trace.trace.signal.kind == .intent ? signal : "event: \(signal)", expected: expected)
        }
        return nil
    }
}
