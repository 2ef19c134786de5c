import IntentFlowManifest
import IntentFlowTemplates

/// What a parent's generated code needs of one child it hosts (`children:`): the mapping from the child's outputs to
/// the parent's events as a `switch`, the names of the hosting function and of the mapping, the module to import,
/// and the two store tests: a child output reaching the parent, and removing the child cancelling its effects.
///
/// Each test follows one of the child's acceptance traces whose own test runs: the first that produces an output the
/// parent hears, and the first that starts effects (none that only cancel). A child without such a trace has the
/// test left out (`isAvailable` false).
struct ChildContext {
    /// The module the child's code is in, when the parent's code must import it; else empty.
    let importedModule: String
    /// Whether a test holds the child's effects open with `ScriptedEffects` (the tests then import IntentFlowTesting).
    let holdsEffects: Bool
    /// The template context.
    let templateValue: TemplateValue

    /// The context of `child`, whose manifest is `manifest`, hosted by a parent whose cases are `parent` and whose
    /// module is `parentModule` (of the feature `parentFeature`). Without the parent's initial state the tests, which
    /// start a parent store there, are left out.
    /// A collection following the parent's rows (`from:`) is given as `rows`.
    init(
        _ child: ChildDeclaration, manifest: Manifest, parent: FeatureCases, parentFeature: String,
        parentModule: String,
        rows: ChildRows? = nil
    ) {
        let cases = FeatureCases(manifest)
        let idType = rows.map { $0.idType(each: child.each) } ?? child.each
        let collection = idType.map { ChildCollection(idType: $0, outputs: cases.groups[.outputs] ?? []) }
        // The tests of a collection's elements host them under two ids, which only some id types have built in;
        // those of rows start the parent with the rows.
        let testable =
            parent.initialState != nil
            && (rows != nil || collection == nil || collection?.idLiterals != nil)
        let events = Dictionary(
            child.outputs.compactMap { mapping in
                parent.case(.events, mapping.event.name).map { (mapping.output.name, $0) }
            },
            uniquingKeysWith: { first, _ in first })
        let outputs = cases.groups[.outputs] ?? []
        let elementID = collection.map { [$0.elementID] } ?? []
        let mappings: [TemplateValue] = outputs.map { output in
            .dictionary([
                // An output the parent does not hear binds nothing: an unused binding would be a warning.
                "pattern": .string(events[output.name] == nil ? ".\(output.memberName)" : output.bindingPattern),
                "result": .string(
                    events[output.name].map { Self.event($0, values: elementID + output.parameters.map(\.binding)) }
                        ?? ""),
                "isMapped": .bool(events[output.name] != nil),
                "output": .string(output.name),
                "event": .string(events[output.name]?.name ?? ""),
            ])
        }
        let module = Self.module(of: manifest, parentFeature: parentFeature, parentModule: parentModule)
        let feature = manifest.feature
        let pascal = CaseStyle(child.id).pascal
        let removalTest = testable ? Self.removalTest(cases) : Self.unavailable
        importedModule = module.isEmpty || module == parentModule ? "" : module
        holdsEffects = removalTest != Self.unavailable
        var values: [String: TemplateValue] = [
            "id": .string(SwiftIdentifier.escaped(child.id)),
            "pascal": .string(pascal),
            "featureName": .string(feature),
            "manifestPath": .string(child.manifest),
            "outputType": .string(feature + "Output"),
            "stateType": .string(feature + "State"),
            "flowType": .string(feature + "Flow"),
            "childModule": .dictionary([
                "name": .string(module), "isImported": .bool(!importedModule.isEmpty),
            ]),
            "mappings": .array(mappings),
            "hasOutputs": .bool(!outputs.isEmpty),
            "heard": .string(
                child.outputs.map { "`\($0.output.name)` → `\($0.event.name)`" }.joined(separator: ", ")),
            "outputTest": testable
                ? Self.outputTest(cases, events: events, elementID: collection.map { _ in "second" })
                : Self.unavailable,
            "removalTest": removalTest,
            "isCollection": .bool(collection != nil),
            "isRows": .bool(rows != nil),
        ]
        if let collection {
            values.merge(
                collection.templateValues(childInitialState: testable ? cases.initialState?.expression : nil)
            ) { $1 }
        }
        if let rows {
            values.merge(
                rows.templateValues(
                    parentHasInitialState: parent.initialState != nil,
                    childInitialState: cases.initialState?.expression)
            ) { $1 }
            // The host adds no element of rows by hand: the tests of `add(_:id:)` do not apply.
            values["collectionTest"] = Self.unavailable
        }
        templateValue = .dictionary(values)
    }

    /// The module the child's code is in: its manifest's `module:`; else the child's feature when the parent's module
    /// is named after the parent (the package layout's target per feature); else the parent's module.
    static func module(of manifest: Manifest, parentFeature: String, parentModule: String) -> String {
        if let module = manifest.module { return module }
        return parentModule == parentFeature ? manifest.feature : parentModule
    }

    /// `.loginSucceeded(userID: userID)`: `event` built from `values`, in order.
    static func event(_ event: CaseContext, values: [String]) -> String {
        guard !event.parameters.isEmpty else { return ".\(event.memberName)" }
        let arguments = zip(event.parameters, values).map { $0.argumentPrefix + $1 }
        return ".\(event.memberName)(\(arguments.joined(separator: ", ")))"
    }

    /// The first runnable trace of the child that produces an output the parent hears: where the child starts, the
    /// signal it is sent, and the parent events its outputs must become.
    /// For an element of a collection, `elementID` is its id, which each event takes first.
    private static func outputTest(_ cases: FeatureCases, events: [String: CaseContext], elementID: String?)
        -> TemplateValue
    {
        for trace in cases.traces where trace.isTestable {
            let heard = trace.targets.outputs.filter { events[$0.target.name] != nil }
            guard !heard.isEmpty, let (start, samples) = StoreChains.start(of: trace, initial: cases.initialState),
                let step = StoreStep(trace, samples)
            else { continue }
            let expected = heard.compactMap { output -> String? in
                guard let event = events[output.target.name], let values = samples.arguments(of: output) else {
                    return nil
                }
                return Self.event(
                    event,
                    values: (elementID.map { [$0] } ?? []) + output.target.parameters.indices.compactMap { values[$0] })
            }
            guard expected.count == heard.count else { continue }
            return test(
                start: start, step: step,
                extra: ["expected": .string("[\(expected.joined(separator: ", "))]"), "holdsEffects": .bool(false)])
        }
        return unavailable
    }

    /// The first runnable trace of the child that starts effects: where the child starts, the signal it is sent, and
    /// the effects whose runs are held open until the child is removed.
    private static func removalTest(_ cases: FeatureCases) -> TemplateValue {
        for trace in cases.traces where trace.isTestable {
            let effects = trace.targets.effects
            let ids = effects.compactMap(\.target.effectID)
            guard !effects.isEmpty, !effects.contains(where: { $0.target.policy == .cancelOnly }),
                Set(ids).count == ids.count,
                let (start, samples) = StoreChains.start(of: trace, initial: cases.initialState),
                let step = StoreStep(trace, samples)
            else { continue }
            return test(
                start: start, step: step,
                extra: [
                    "effects": .array(step.effects.map { .dictionary(["effect": .string($0.expected)]) }),
                    "effectCount": .string(String(step.effects.count)),
                    "holdsEffects": .bool(true),
                ])
        }
        return unavailable
    }

    /// A test no trace of the child can give.
    private static let unavailable = TemplateValue.dictionary(["isAvailable": .bool(false)])

    private static func test(start: String, step: StoreStep, extra: [String: TemplateValue]) -> TemplateValue {
        var values = extra
        values["isAvailable"] = .bool(true)
        values["childInitialState"] = .string(start)
        values["isIntent"] = .bool(step.method == .send)
        values["signal"] = .string(step.signal)
        return .dictionary(values)
    }
}
