import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Who owns a file on disk, read from the file itself the way the generator decides what it may do to it.
enum MCPFileOwner {
    /// `generator` for a file with an intentflow header (rewritten on every run; hand edits are conflicts),
    /// `user` for any other file (people's), with `regions` naming the marked regions the generator keeps current.
    static func of(_ url: URL, in workspace: MCPWorkspace) -> (owner: String, regions: [String], edited: Bool) {
        guard case .success(let data) = BoundedFileRead.read(url, below: workspace.boundary, limit: 8 << 20) else {
            return ("user", [], false)
        }
        let text = String(decoding: data, as: UTF8.self)
        if let header = GeneratedHeader.parse(text) { return ("generator", [], !header.isIntact) }
        let regions = (try? MarkedRegions(text))?.regions.map(\.name) ?? []
        return ("user", regions, false)
    }

    /// The owner as an object: `owner`, and `regions` or `editedByHand` when they say something.
    static func json(_ url: URL, in workspace: MCPWorkspace) -> JSONObject {
        let (owner, regions, edited) = of(url, in: workspace)
        var object: JSONObject = ["owner": .string(owner)]
        if !regions.isEmpty { object["regions"] = .array(regions.map(JSONValue.string)) }
        if owner == "generator" { object["editedByHand"] = .bool(edited) }
        return object
    }
}
