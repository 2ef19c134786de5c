import Foundation

/// A deterministic tree of realistic Swift feature code for the `check` benchmark: per feature a contract, a
/// reducer, effects, a projection, a SwiftUI view and tests, with doc comments, string literals (multi-line, raw,
/// interpolated) and a few planted rule violations, so scanning and matching both do real work.
enum SyntheticSwiftTree {
    /// Writes features below `directory` until at least `lines` lines are written; returns the line and file counts.
    static func write(lines target: Int, into directory: URL) throws -> (lines: Int, files: Int) {
        var lines = 0
        var files = 0
        var feature = 0
        while lines < target {
            let name = "Feature\(feature)"
            let folder = directory.appendingPathComponent("Sources/Features/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let tests = directory.appendingPathComponent("Tests/FeaturesTests")
            try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
            let sources: [(URL, String)] = [
                (folder.appendingPathComponent("\(name)Contract.swift"), contract(name, seed: feature)),
                (folder.appendingPathComponent("\(name)Flow.swift"), flow(name, seed: feature)),
                (folder.appendingPathComponent("\(name)Effects.swift"), effects(name, seed: feature)),
                (folder.appendingPathComponent("\(name)Projection.swift"), projection(name, seed: feature)),
                (folder.appendingPathComponent("\(name)View.swift"), view(name, seed: feature)),
                (tests.appendingPathComponent("\(name)FlowTests.swift"), testFile(name, seed: feature)),
            ]
            for (url, text) in sources {
                try Data(text.utf8).write(to: url)
                lines += text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                files += 1
            }
            feature += 1
        }
        return (lines, files)
    }

    /// Writes `files` reducers (`*Flow.swift`) of `linesPerFile` lines each below `directory`, the tree of a team that
    /// runs plain word rules over its reducers; returns the line count. Every 10th reducer's doc comment names a banned
    /// word (which a code rule must not report) and every 50th reducer really uses one.
    static func writeFlows(files: Int, linesPerFile: Int, into directory: URL) throws -> Int {
        var lines = 0
        for index in 0..<files {
            let folder = directory.appendingPathComponent("Sources/Features/Group\(index / 50)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = plainFlow("Feature\(index)", seed: index, lines: linesPerFile)
            try Data(text.utf8).write(to: folder.appendingPathComponent("Feature\(index)Flow.swift"))
            lines += linesPerFile
        }
        return lines
    }

    /// One reducer of exactly `lines` lines: cases that request effects, with comments and string literals.
    private static func plainFlow(_ name: String, seed: Int, lines: Int) -> String {
        var body = [
            "import IntentFlow", "",
            seed % 10 == 0
                ? "/// The reducer of \(name). Pure: it decides, the effect handler does the work (no URLSession here)."
                : "/// The reducer of \(name). Pure: it decides, the effect handler does the work.",
            "struct \(name)Flow: FlowReducer {",
            "    func reduce(state: \(name)State, signal: FlowSignal<\(name)Intent, \(name)Event>)"
                + " -> Next<\(name)State> {",
            "        switch (state, signal) {",
        ]
        let ending = ["        default:", "            return .state(state)", "        }", "    }", "}"]
        var planted = seed % 50 != 0
        var index = 0
        while body.count + ending.count + 4 <= lines {
            let target = stateNames[(index + seed) % stateNames.count]
            body.append("        // Intent \(index) moves on to \(target); the effect does the work.")
            body.append("        case (_, .intent(.intent\(index)(let id, let attempt))):")
            if !planted {
                body.append("            _ = UserDefaults.standard.integer(forKey: \"\(name).limit\")")
                planted = true
            }
            body.append(
                "            return .state(.\(target)).effect(.effect\(index)(id: id, attempt: attempt + 1), "
                    + "id: \"\(name.lowercased()).effect\(index)\")")
            index += 1
        }
        while body.count + ending.count < lines { body.append("") }
        return (body + ending).joined(separator: "\n") + "\n"
    }

    private static let stateNames = [
        "idle", "loading", "validating", "requestingToken", "waitingForConfirmation", "uploading", "retrying",
        "completed", "cancelled", "offline",
    ]

    private static func contract(_ name: String, seed: Int) -> String {
        var text = """
            // Generated by intentflow from \(name).intentflow.yaml. Do not edit.
            // intentflow:hash \(String(seed * 7919, radix: 16))

            import Foundation

            /// The states of \(name): what the feature is doing right now.
            enum \(name)State: Equatable, Sendable {

            """
        for (index, state) in stateNames.enumerated() {
            text += "    /// \(state.capitalized): shown while the \"\(state)\" step runs (await the next event).\n"
            text += index % 3 == 0 ? "    case \(state)(progress: Double, message: String)\n" : "    case \(state)\n"
        }
        text += "    case failed(message: String)\n}\n\n"
        for kind in ["Intent", "Event", "Effect", "Route", "Output"] {
            text += "/// What \(name) \(kind.lowercased())s look like.\nenum \(name)\(kind): Equatable, Sendable {\n"
            for index in 0..<8 {
                text += "    /// Case \(index) of the \(kind.lowercased()) vocabulary; see the manifest.\n"
                text += "    case \(kind.lowercased())\(index)(id: String, attempt: Int)\n"
            }
            text += "}\n\n"
        }
        return text
    }

    private static func flow(_ name: String, seed: Int) -> String {
        var text = """
            import IntentFlow

            /// The reducer of \(name). Pure: it decides, the effect handler does the work.
            struct \(name)Flow: FlowReducer {
                func reduce(
                    state: \(name)State,
                    signal: FlowSignal<\(name)Intent, \(name)Event>
                ) -> Next<\(name)State, \(name)Effect, \(name)Output, \(name)Route> {
                    switch (state, signal) {

            """
        for index in 0..<8 {
            let target = stateNames[(index + seed) % stateNames.count]
            text += """
                        // When intent \(index) arrives we move on; never `await` here, never print().
                        case (_, .intent(.intent\(index)(let id, let attempt))):
                            return .state(.\(target == "idle" || target == "retrying" ? target : "cancelled"))
                                .effect(.effect\(index)(id: id, attempt: attempt + 1), \
                id: "\(name.lowercased()).effect\(index)", policy: .cancelInFlight)
                                .output(.output\(index)(id: "\\(id)-\(index)", attempt: attempt))

                """
        }
        if seed % 25 == 0 {
            text +=
                "        case (.idle, _):\n            print(\"debug \\(state)\")\n            return .state(state)\n"
        }
        if seed % 40 == 0 {
            text +=
                "        case (.offline, _):\n            let now = Date()\n"
                + "            return .state(.failed(message: \"\\(now)\"))\n"
        }
        text += """
                    default:
                        return .state(state)
                    }
                }
            }

            """
        return text
    }

    private static func effects(_ name: String, seed: Int) -> String {
        var text = """
            import Foundation
            import IntentFlow

            /// Runs \(name)'s effects: networking and persistence live here, not in the reducer.
            struct \(name)Effects: FlowEffectHandler {
                let session: URLSession
                let defaults: UserDefaults

                func handle(_ effect: \(name)Effect) -> AsyncStream<\(name)Event> {
                    AsyncStream { continuation in
                        Task {
                            switch effect {

            """
        for index in 0..<8 {
            text += """
                                case .effect\(index)(let id, let attempt):
                                    let url = URL(string: \
                "https://example.com/\(name.lowercased())/\\(id)?attempt=\\(attempt)")!
                                    let (data, _) = try await session.data(from: url)
                                    defaults.set(data.count, forKey: #"\(name).effect\(index)"#)
                                    continuation.yield(.event\(index)(id: id, attempt: attempt))

                """
        }
        text += """
                            }
                            continuation.finish()
                        }
                    }
                }
            }

            """
        return text
    }

    private static func projection(_ name: String, seed: Int) -> String {
        var text = """
            import Foundation

            /// What \(name)'s screen shows.
            struct \(name)ViewState: Equatable, Sendable {
                var title: String
                var isBusy: Bool
                var error: String?
            }

            /// Turns \(name)'s state into view state.
            struct \(name)Projection: FlowProjection {
                func project(_ state: \(name)State) -> \(name)ViewState {
                    switch state {

            """
        for state in stateNames {
            text += """
                        case .\(state):
                            return \(name)ViewState(title: "\(state.capitalized)", \
                isBusy: \(state.count % 2 == 0), error: nil)

                """
        }
        text += """
                    case .failed(let message):
                        return \(name)ViewState(title: \"\"\"
                            Retry — the last attempt failed
                            \"\"\", isBusy: false, error: message)
                    }
                }
            }

            """
        return text
    }

    private static func view(_ name: String, seed: Int) -> String {
        """
        import SwiftUI

        /// \(name)'s SwiftUI adapter: renders projected state, sends intents.
        struct \(name)View: View {
            let store: FlowStore<\(name)State, \(name)Intent, \(name)Event, \(name)Effect, \(name)Output, \(name)Route>
            @State private var viewState = \(name)ViewState(title: "", isBusy: false, error: nil)

            var body: some View {
                VStack(spacing: 12) {
                    Text(viewState.title).font(.headline)
                    if viewState.isBusy { ProgressView() }
                    if let error = viewState.error { Text(error).foregroundStyle(Color.red) }
                    Button("Start") { Task { await store.send(.intent0(id: "start", attempt: 0)) } }
                }
                .padding()
            }
        }

        """
    }

    private static func testFile(_ name: String, seed: Int) -> String {
        var text = """
            import Testing
            @testable import Features

            @Suite struct \(name)FlowTests {

            """
        for index in 0..<6 {
            text += """
                    // trace: idle + intent\(index) -> cancelled + effect\(index) effect
                    @Test func intent\(index)RequestsEffect\(index)() {
                        let trace = \(name)Flow().trace(initialState: .idle, \
                signals: [.intent(.intent\(index)(id: "x", attempt: 0))])
                        #expect(trace.steps.count == 1)
                    }

                """
        }
        if seed % 30 == 0 {
            text +=
                "    @Test func slow() async throws {\n        try await Task.sleep(for: .milliseconds(10))\n    }\n"
        }
        text += "}\n"
        return text
    }
}
