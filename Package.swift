// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "IntentFlow",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "IntentFlow", targets: ["IntentFlow"]),
        .library(name: "IntentFlowTesting", targets: ["IntentFlowTesting"]),
        .library(name: "IntentFlowOrchestrator", targets: ["IntentFlowOrchestrator"]),
        .library(name: "IntentFlowManifest", targets: ["IntentFlowManifest"]),
        .library(name: "IntentFlowTemplates", targets: ["IntentFlowTemplates"]),
        .library(name: "IntentFlowGenerate", targets: ["IntentFlowGenerate"]),
        .executable(name: "intentflow", targets: ["intentflow"]),
        // `swift package intentflow <command>` and a target's build-time check (README, "Using it from SwiftPM").
        .plugin(name: "IntentFlowCommandPlugin", targets: ["IntentFlowCommandPlugin"]),
        .plugin(name: "IntentFlowBuildPlugin", targets: ["IntentFlowBuildPlugin"]),
    ],
    targets: [
        // System libraries.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),

        // Runtime.
        // C11 atomics for the store's lock-free inbox check (`Synchronization.Atomic` needs macOS 15 / iOS 18).
        .target(name: "CIntentFlowAtomics"),
        .target(name: "IntentFlow", dependencies: ["CIntentFlowAtomics"]),
        .target(name: "IntentFlowTesting", dependencies: ["IntentFlow"]),
        .target(name: "IntentFlowOrchestrator", dependencies: ["IntentFlow"]),

        // Tooling.
        // The text layer under every tooling module: locations, JSON, line index, UTF-8, words, string literals.
        .target(name: "IntentFlowText"),
        .target(name: "IntentFlowManifest", dependencies: ["CYAML", "IntentFlowText"]),
        .target(name: "IntentFlowTemplates", dependencies: ["IntentFlowText"], exclude: ["README.md"]),
        // The tokenizer's vocabularies, embedded into the binary by a C target (`#embed`) so a copied executable needs
        // no resource bundle beside it.
        .target(
            name: "IntentFlowTokenizerVocabularies",
            exclude: ["o200k_base.tiktoken.gz", "cl100k_base.tiktoken.gz", "LICENSE"]
        ),
        .target(
            name: "IntentFlowTokenizer",
            dependencies: ["CPCRE2", "CZlib", "IntentFlowTokenizerVocabularies"]
        ),
        // The project layer: configuration, the manifest set and file walk, child processes, the output lock, and the
        // PCRE2 pattern the walk's exclude globs compile to.
        .target(
            name: "IntentFlowProject",
            dependencies: ["IntentFlowManifest", "IntentFlowTemplates", "CPCRE2"]
        ),
        // All of `intentflow check`: Swift source reading, the PCRE2 rule engine, drift between manifest and code, and
        // the walk of a project.
        .target(
            name: "IntentFlowCheck",
            dependencies: ["IntentFlowManifest", "IntentFlowProject", "IntentFlowText", "CPCRE2"]
        ),
        // The context model: what templates see of one manifest (`Docs/ContextModel.md`).
        .target(
            name: "IntentFlowContext", dependencies: ["IntentFlowManifest", "IntentFlowTemplates", "IntentFlowText"]
        ),
        .target(
            name: "IntentFlowGenerate",
            dependencies: [
                "IntentFlowManifest", "IntentFlowCheck", "IntentFlowContext", "IntentFlowProject",
                "IntentFlowTemplates", "IntentFlowText", "IntentFlowTokenizer",
            ],
            plugins: ["EmbedTemplates"]
        ),
        // `intentflow mutate`: single-point mutants of a feature's reducer, built once and scored by its generated tests.
        .target(
            name: "IntentFlowMutate",
            dependencies: ["IntentFlowManifest", "IntentFlowCheck", "IntentFlowContext", "IntentFlowProject"]
        ),
        // The default pack (Templates/) compiled into IntentFlowGenerate at build time.
        .executableTarget(name: "intentflow-embed", dependencies: ["IntentFlowText"]),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["intentflow-embed"]),
        // The Model Context Protocol server `intentflow mcp` runs.
        .target(
            name: "IntentFlowMCP",
            dependencies: [
                "IntentFlow", "IntentFlowManifest", "IntentFlowCheck", "IntentFlowGenerate", "IntentFlowMutate",
                "IntentFlowProject", "IntentFlowTemplates", "IntentFlowText", "IntentFlowTokenizer",
            ]
        ),
        .target(
            name: "IntentFlowCLI",
            dependencies: [
                "IntentFlowManifest", "IntentFlowCheck", "IntentFlowContext", "IntentFlowGenerate", "IntentFlowMCP",
                "IntentFlowMutate", "IntentFlowProject", "IntentFlowTemplates", "IntentFlowText", "IntentFlowTokenizer",
            ]
        ),
        .executableTarget(name: "intentflow", dependencies: ["IntentFlowCLI"]),
        .plugin(
            name: "IntentFlowCommandPlugin",
            capability: .command(
                intent: .custom(verb: "intentflow", description: "Runs an intentflow command on this package."),
                permissions: [
                    .writeToPackageDirectory(reason: "generate, feature and agents write files into the package.")
                ]),
            dependencies: ["intentflow"]),
        .plugin(name: "IntentFlowBuildPlugin", capability: .buildTool(), dependencies: ["intentflow"]),
        // The runtime's concurrency guarantees under load: `make stress`.
        .executableTarget(name: "intentflow-stress", dependencies: ["IntentFlow", "IntentFlowTesting"]),

        // Examples: what the default pack generates from .intentflow/, with flows and effects written by hand.
        .target(
            name: "IntentFlowExamples", dependencies: ["IntentFlow", "IntentFlowOrchestrator"], path: "Examples/Sources",
            // Each feature's contract for agents, written by `intentflow agents` beside its code, and the CLAUDE.md
            // that imports it for Claude Code: not source files.
            exclude: [
                "Checkout/AGENTS.md", "DeviceConnection/AGENTS.md", "Login/AGENTS.md", "Upload/AGENTS.md",
                "Timers/AGENTS.md", "Todo/AGENTS.md", "Todos/AGENTS.md",
                "AlertsAndDialogs/AGENTS.md", "ChangePassword/AGENTS.md", "WeatherSearch/AGENTS.md",
                "Passcode/AGENTS.md", "WebSocket/AGENTS.md", "Episode/AGENTS.md", "Episodes/AGENTS.md",
                "RecordingMemo/AGENTS.md",
                "Checkout/CLAUDE.md", "DeviceConnection/CLAUDE.md", "Login/CLAUDE.md", "Upload/CLAUDE.md",
                "Timers/CLAUDE.md", "Todo/CLAUDE.md", "Todos/CLAUDE.md",
                "AlertsAndDialogs/CLAUDE.md", "ChangePassword/CLAUDE.md", "WeatherSearch/CLAUDE.md",
                "Passcode/CLAUDE.md", "WebSocket/CLAUDE.md", "Episode/CLAUDE.md", "Episodes/CLAUDE.md",
                "RecordingMemo/CLAUDE.md",
            ]
        ),
        .testTarget(
            name: "IntentFlowExamplesTests",
            dependencies: ["IntentFlowExamples", "IntentFlow", "IntentFlowTesting", "IntentFlowOrchestrator"],
            path: "Examples/Tests"
        ),

        // Tests.
        .testTarget(name: "IntentFlowTests", dependencies: ["IntentFlow"]),
        .testTarget(name: "IntentFlowTestingTests", dependencies: ["IntentFlow", "IntentFlowTesting"]),
        // intentflow-ios 0.1.3 code after the edits Docs/Migration.md lists, compiled against this runtime.
        .testTarget(name: "IntentFlowMigrationTests", dependencies: ["IntentFlow"]),
        .testTarget(name: "IntentFlowOrchestratorTests", dependencies: ["IntentFlowOrchestrator", "IntentFlow"]),
        .testTarget(name: "IntentFlowManifestTests", dependencies: ["IntentFlowManifest", "IntentFlowText"]),
        .testTarget(
            name: "IntentFlowTemplatesTests", dependencies: ["IntentFlowTemplates", "IntentFlowText"],
            resources: [.copy("Spec")]
        ),
        .testTarget(name: "IntentFlowTokenizerTests", dependencies: ["IntentFlowTokenizer"]),
        .testTarget(name: "IntentFlowTextTests", dependencies: ["IntentFlowText"]),
        .testTarget(
            name: "IntentFlowContextTests",
            dependencies: ["IntentFlowContext", "IntentFlowManifest", "IntentFlowTemplates"]
        ),
        .testTarget(name: "IntentFlowProjectTests", dependencies: ["IntentFlowProject"]),
        .testTarget(
            name: "IntentFlowCheckTests",
            dependencies: ["IntentFlowCheck", "IntentFlowManifest", "IntentFlowProject", "IntentFlowText"]
        ),
        .testTarget(
            name: "IntentFlowGenerateTests",
            dependencies: [
                "IntentFlowGenerate", "IntentFlowCheck", "IntentFlowContext", "IntentFlowManifest", "IntentFlowProject",
                "IntentFlowTemplates", "IntentFlowText", "IntentFlowTokenizer",
            ]
        ),
        .testTarget(
            name: "IntentFlowMutateTests",
            dependencies: [
                "IntentFlowMutate", "IntentFlowCheck", "IntentFlowContext", "IntentFlowManifest", "IntentFlowProject",
            ]
        ),
        .testTarget(
            name: "IntentFlowCLITests",
            dependencies: [
                "IntentFlowCLI", "IntentFlowCheck", "IntentFlowManifest", "IntentFlowGenerate", "IntentFlowMCP",
                "IntentFlowProject", "IntentFlowText", "IntentFlowTokenizer",
            ]
        ),
        .testTarget(name: "IntentFlowMCPTests", dependencies: ["IntentFlowMCP", "IntentFlowManifest"]),
        // Issue 39's shape × tool matrix over the examples (one build of them, through mutate's machinery).
        .testTarget(
            name: "IntentFlowMatrixTests",
            dependencies: [
                "IntentFlowMutate", "IntentFlowCheck", "IntentFlowContext", "IntentFlowGenerate", "IntentFlowManifest",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The benchmarks (IntentFlowBenchmarks, `intentflow-bench`) compile only when asked, never in a plain `swift build` or
// `swift test`: `make bench`, or `INTENTFLOW_BENCH=1 swift run -c release intentflow-bench [name…]`.
if Context.environment["INTENTFLOW_BENCH"] != nil {
    package.products.append(.executable(name: "intentflow-bench", targets: ["intentflow-bench"]))
    package.targets += [
        .target(
            name: "IntentFlowBenchmarks",
            dependencies: [
                "IntentFlow", "IntentFlowOrchestrator", "IntentFlowManifest", "IntentFlowTemplates",
                "IntentFlowGenerate", "IntentFlowCheck", "IntentFlowCLI", "IntentFlowProject", "IntentFlowText",
                "IntentFlowTokenizer", "CYAML", "IntentFlowTesting",
            ]
        ),
        .executableTarget(name: "intentflow-bench", dependencies: ["IntentFlowBenchmarks"]),
    ]
}

// Every file imports the modules whose members it uses, not only those another file of its module happens to import.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
