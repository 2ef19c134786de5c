import Foundation
import Testing
@testable import IntentFlowGenerate

@Suite struct EmbeddedTemplatesTests {
    /// `Templates/` at the package root, found from this file's path.
    static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    @Test func theEmbeddedPackEqualsTemplatesOnDisk() throws {
        var onDisk: [String: String] = [:]
        let base = Self.templatesDirectory.resolvingSymlinksInPath().path + "/"
        if let enumerator = FileManager.default.enumerator(
            at: Self.templatesDirectory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        {
            for case let url as URL in enumerator
            where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                let path = url.resolvingSymlinksInPath().path
                onDisk[String(path.dropFirst(base.count))] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        let embedded = BuiltInPacks.defaultPackFiles
        #expect(embedded.keys.sorted() == onDisk.keys.sorted())
        for (path, text) in onDisk {
            #expect(embedded[path] == text, "Templates/\(path) differs from its embedded copy")
        }
    }

    @Test(.enabled(if: !BuiltInPacks.defaultPackFiles.isEmpty)) func theEmbeddedPackLoadsAndValidates() throws {
        let pack = try PackCatalog(projectRoot: nil).resolve(BuiltInPacks.defaultName, relativeTo: Self.templatesDirectory)
        #expect(pack.name == "swift")
        #expect(pack.generator(named: "feature") != nil)
        let diagnostics = PackValidator(pack: pack, sampleContexts: PackValidator.defaultSampleContexts(for: pack)).validate()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func packFilesWithQuotesBackslashesAndNonASCIILoadUnchanged() throws {
        // The embed tool's output is compared byte for byte with Templates/ above; here the loader is shown to keep
        // quotes, backslashes, interpolation-like text, tabs, CR and non-ASCII exactly as written.
        let files = ["pack.yaml": "name: t\r\ndescription: \"q\\\" \\\\ \\t é\"\r\n", "a.mustache": "\\(x) {{y}}\t\r\n"]
        let pack = try PackLoader.load(files: files, origin: .builtIn, displayPath: "t")
        #expect(pack.description == "q\" \\ \t é")
        #expect(pack.templates["a"]?.source == "\\(x) {{y}}\t\r\n")
    }
}
