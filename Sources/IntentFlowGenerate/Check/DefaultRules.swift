/// The default pack's architecture rules, compiled into the tool so a copied binary needs nothing beside it.
///
/// `Templates/rules.yaml` is the single source; a test checks this copy equals it byte for byte.
public enum DefaultRules {
    /// The path diagnostics name the built-in rules by.
    public static let path = "Templates/rules.yaml"

    /// The rules file's text.
    public static let yaml = #"""
# Architecture rules of the default pack, run by `intentflow check` (format: Docs/Rules.md).
#
# A team pack's rules file extends these: an entry with a new id adds a rule, an entry with an id below changes
# only the fields it gives, and `disabled: true` turns a rule off. Silence one finding with a comment on the line
# before it: `// intentflow:disable:next <rule-id>`.
rules:
  - id: flow.no-async-work
    message: "A reducer decides, it does not wait: request an effect instead of using `await` or `Task`."
    pattern: '\bawait\b|\bTask(?:\.detached)?\s*(?:\{|\()'
    include: "**/*Flow.swift"

  - id: flow.no-io
    message: "A reducer does no I/O or scheduling: networking, persistence and queues belong in the effect handler."
    pattern: '\b(?:URLSession|UserDefaults|FileManager|DispatchQueue|OperationQueue|NotificationCenter)\b'
    include: "**/*Flow.swift"

  - id: flow.no-clock-or-randomness
    message: "A reducer is deterministic: pass dates, ids and random values in through intents or events."
    pattern: '\bDate\s*\(\s*\)|\bDate\.now\b|\bUUID\s*\(\s*\)|\.random(?:Element)?\s*\('
    include: "**/*Flow.swift"

  - id: flow.no-print
    message: "A reducer does not log: emit an output, or read the behaviour from a trace in a test."
    pattern: '(?<![\w.])(?:print|debugPrint|dump|NSLog)\s*\('
    include: "**/*Flow.swift"

  - id: flow.no-force-try
    message: "A reducer does not crash on errors: model the failure as a state or an event instead of `try!`."
    pattern: '\btry!'
    include: "**/*Flow.swift"

  - id: flow.no-effect-handler
    message: "A reducer requests effects by case; it never references the effect handler that runs them."
    pattern: '\b[A-Z]\w*Effects\b|\bFlowEffectHandler\b'
    include: "**/*Flow.swift"

  - id: flow.no-singletons
    message: "A reducer reaches for no shared instance: dependencies live in the effect handler."
    pattern: '\b[A-Z]\w*\.(?:shared|standard|current)\b'
    include: "**/*Flow.swift"

  - id: flow.no-fatal-error
    message: "A reducer should not trap: answer an unexpected signal with `default: return .state(state)`."
    severity: warning
    pattern: '(?<![\w.])(?:fatalError|preconditionFailure)\s*\('
    include: "**/*Flow.swift"

  - id: layer.no-ui-import
    message: "Contract, flow and projection stay UI-free: import SwiftUI or UIKit only in UI adapters."
    pattern: '^[ \t]*(?:@\w+(?:\([^)\n]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(?:SwiftUI|UIKit|AppKit)\b'
    include: ["**/*Contract.swift", "**/*Flow.swift", "**/*Projection.swift"]

  - id: contract.no-main-actor
    message: "Contract types are plain Sendable values: do not isolate them to the main actor."
    pattern: '@MainActor\b'
    include: "**/*Contract.swift"

  - id: contract.no-ui-types
    message: "States, events and effects hold values, not UI types: keep views, images, colours and fonts in the UI layer."
    pattern: '\b(?:UIView|UIViewController|UIImage|UIColor|UIFont|NSView|NSImage|NSColor|CGImage|Color|Image|Font|AnyView)\b'
    include: "**/*Contract.swift"

  - id: contract.no-reference-types
    message: "Contract types are value types: declare enums and structs, not classes."
    pattern: '(?<![\w.])class\s+[A-Z]'
    include: "**/*Contract.swift"

  - id: projection.no-side-work
    message: "A projection is a pure function of state: no awaiting, tasks, I/O or logging."
    pattern: '\bawait\b|\bTask(?:\.detached)?\s*(?:\{|\()|\b(?:URLSession|UserDefaults|FileManager|DispatchQueue)\b|(?<![\w.])print\s*\('
    include: "**/*Projection.swift"

  - id: tests.no-sleep
    message: "Tests await the work instead of sleeping: a sleep makes a test slow and flaky."
    pattern: '\b(?:Task|Thread)\.sleep\b|(?<![\w.])u?sleep\s*\('
    include: "**/*Tests.swift"

  - id: effects.no-ui-import
    message: "Effect handlers run side work for the reducer; UI belongs in adapters, not in effects."
    severity: warning
    pattern: '^[ \t]*(?:@\w+(?:\([^)\n]*\))?\s+)*import\s+(?:SwiftUI|UIKit|AppKit)\b'
    include: "**/*Effects.swift"
"""#

    /// The built-in rules as a loaded file.
    public static func file() -> RulesFile {
        RulesFileLoader.load(contentsOf: yaml, path: path)
    }
}
