import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads files of a git repository as they are at a revision, for `intentflow diff`'s base side: `git` is run
/// directly (``ChildProcess``, never a shell), the working tree and the index are never touched.
///
/// Three calls whatever the number of files: `rev-parse` (the revision's commit), `ls-tree` (every file of its tree
/// with its blob and size) and one `show` of all the blobs wanted, cut apart by their sizes.
struct GitRevisionReader {
    /// A file of the revision's tree.
    struct TreeFile: Hashable {
        /// Its path from the repository's top, with `/` separators.
        var path: String
        /// Its blob's object name.
        var object: String
        /// Its size in bytes.
        var size: Int
    }

    /// How long one git call may take, in seconds: reading a local repository is fast, so only a hung git meets it.
    static let timeout = 60.0

    /// The repository's top directory (the working tree's root).
    private(set) var top: URL
    /// The environment git runs with: the caller's, prompts off, messages in English.
    private let environment: [String: String]

    /// The repository holding `directory`; `nil` when it is not inside one (or git cannot run there).
    init?(containing directory: URL, environment: [String: String]) {
        var clean = environment
        clean["GIT_TERMINAL_PROMPT"] = "0"
        clean["LC_ALL"] = "C"
        self.environment = clean
        self.top = directory
        guard let result = try? run(["rev-parse", "--show-toplevel"]), result.status == 0 else { return nil }
        let path = String(decoding: result.output, as: UTF8.self).trimmingWhitespaceAndNewlines()
        guard !path.isEmpty else { return nil }
        top = URL(fileURLWithPath: path).standardizedFileURL
    }

    /// The commit `revision` names, or `nil` when it names none (an unknown revision, a blob).
    func commit(_ revision: String) throws(GeneratorError) -> String? {
        // `--end-of-options` keeps a revision that starts with `-` from being read as an option.
        let result = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        guard result.status == 0 else { return nil }
        let name = String(decoding: result.output, as: UTF8.self).trimmingWhitespaceAndNewlines()
        return name.isEmpty ? nil : name
    }

    /// Every regular file of `commit`'s tree (links and submodules are left out).
    func files(of commit: String) throws(GeneratorError) -> [TreeFile] {
        let result = try run(["ls-tree", "-r", "-z", "-l", "--full-tree", commit])
        guard result.status == 0 else { throw failure("ls-tree", result) }
        var files: [TreeFile] = []
        for entry in result.output.split(separator: 0) {
            // `<mode> SP <type> SP <object> SP+ <size> TAB <path>`
            let line = String(decoding: entry, as: UTF8.self)
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let fields = line[..<tab].split(separator: " ")
            guard fields.count == 4, fields[0] == "100644" || fields[0] == "100755", fields[1] == "blob",
                let size = Int(fields[3])
            else { continue }
            files.append(TreeFile(path: String(line[line.index(after: tab)...]), object: String(fields[2]), size: size))
        }
        return files
    }

    /// The contents of `files`, in order.
    func contents(of files: [TreeFile]) throws(GeneratorError) -> [Data] {
        guard !files.isEmpty else { return [] }
        var objects: [String] = []
        var sizes: [String: Int] = [:]
        for file in files where sizes.updateValue(file.size, forKey: file.object) == nil { objects.append(file.object) }
        let result = try run(["--no-pager", "show", "--no-textconv"] + objects)
        guard result.status == 0 else { throw failure("show", result) }
        let expected = objects.reduce(0) { $0 + (sizes[$1] ?? 0) }
        guard result.output.count == expected else {
            throw GeneratorError(
                "git show printed \(result.output.count) bytes for blobs of \(expected) bytes",
                at: Self.commandLine, rule: "diff.git")
        }
        var blobs: [String: Data] = [:]
        var offset = result.output.startIndex
        for object in objects {
            let end = offset + (sizes[object] ?? 0)
            blobs[object] = Data(result.output[offset..<end])
            offset = end
        }
        return files.map { blobs[$0.object] ?? Data() }
    }

    static let commandLine = SourceLocation(file: "<command line>", line: 1, column: 1)

    private func failure(_ command: String, _ result: ChildProcess.Ended) -> GeneratorError {
        let reason = String(decoding: result.errors, as: UTF8.self).split(separator: "\n").first.map(String.init)
        let message = "git \(command) failed: \(reason ?? "exit status \(result.status)")"
        return GeneratorError(message, at: Self.commandLine, rule: "diff.git")
    }

    /// Runs `git -C <top> <arguments>` and waits for it.
    private func run(_ arguments: [String]) throws(GeneratorError) -> ChildProcess.Ended {
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(["git", "-C", top.path] + arguments, environment: environment)
        } catch {
            throw GeneratorError("cannot run git: \(error.reason)", at: Self.commandLine, rule: "diff.git")
        }
        guard let ended = child.wait(until: Date().addingTimeInterval(Self.timeout)) else {
            throw GeneratorError(
                "git \(arguments.first ?? "") did not finish within \(Int(Self.timeout)) seconds and was stopped",
                at: Self.commandLine, rule: "diff.git")
        }
        return ended
    }
}
