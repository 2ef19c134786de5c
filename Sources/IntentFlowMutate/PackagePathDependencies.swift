import IntentFlowCheck
import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Makes a copied `Package.swift` find its path dependencies: each relative `path:` of a `.package(…)` becomes the
/// absolute path it named beside the original.
package enum PackagePathDependencies {
    /// `manifest` (a Package.swift's text) with relative `.package(path: "…")` paths resolved against `root`.
    package static func rewrite(_ manifest: String, root: String) -> String {
        let text = Array(manifest.utf8)
        let code = SwiftCodeBlanker.blank(text)
        var output: [UInt8] = []
        var position = 0
        for call in MutantFinder.memberCalls(in: code, range: 0..<code.count) where call.name == "package" {
            guard let literal = pathLiteral(in: code, from: call.open, to: call.close) else { continue }
            let path = String(decoding: text[literal], as: UTF8.self)
            guard !ProjectRoot.isAbsolute(path), !path.contains("\\") else { continue }
            let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root, isDirectory: true))
                .standardizedFileURL.path
            output += text[position..<literal.lowerBound] + Array(absolute.utf8)
            position = literal.upperBound
        }
        return String(decoding: output + text[position...], as: UTF8.self)
    }

    /// The contents (between the quotes) of the string after `path:` at the top level of `.package(…)`.
    static func pathLiteral(in code: [UInt8], from open: Int, to close: Int) -> Range<Int>? {
        let words = ReducerSwitchReader.words(in: code, from: open + 1, to: close, topLevelOnly: true)
        for word in words where word.name == "path" {
            var index = word.range.upperBound
            while index < close, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
            guard index < close, code[index] == UInt8(ascii: ":") else { continue }
            index += 1
            while index < close, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
            guard index < close, code[index] == UInt8(ascii: "\""),
                let end = code[(index + 1)..<close].firstIndex(of: UInt8(ascii: "\""))
            else { return nil }
            return (index + 1)..<end
        }
        return nil
    }
}
