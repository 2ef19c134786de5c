import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a pack — pack.yaml and its `*.mustache` templates — from a directory or from files in memory (the
/// built-in pack), checking pack.yaml strictly: unknown keys, missing keys and values of the wrong kind are located
/// errors.
package enum PackLoader {
    /// The name of a pack's description file.
    package static let manifestName = "pack.yaml"
    /// The extension of template files.
    package static let templateExtension = ".mustache"

    /// Loads a pack from its directory.
    ///
    /// - Throws: ``GeneratorError`` when the directory has no readable pack.yaml or pack.yaml is invalid.
    package static func load(directory: URL, origin: PackOrigin, displayPath: String) throws(GeneratorError) -> Pack {
        try load(
            files: try readDirectory(directory, displayPath: displayPath), origin: origin, displayPath: displayPath)
    }

    /// Loads a pack from its files, keyed by path relative to the pack directory.
    ///
    /// - Throws: ``GeneratorError`` when pack.yaml is missing or invalid.
    package static func load(files: [String: String], origin: PackOrigin, displayPath: String) throws(GeneratorError)
        -> Pack
    {
        let yamlPath = displayPath.isEmpty ? manifestName : "\(displayPath)/\(manifestName)"
        let start = SourceLocation(file: yamlPath, line: 1, column: 1)
        guard let text = files[manifestName] else {
            throw GeneratorError(
                "no \(manifestName) in pack directory \(displayPath)", at: start, rule: "pack.not-found")
        }
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(text, path: yamlPath)
        } catch {
            throw GeneratorError(error.diagnostics)
        }
        guard let root else {
            throw GeneratorError(
                "\(manifestName) is empty; it needs at least 'name'", at: start, rule: "pack.missing-key")
        }
        let pack = try YAMLMapping(
            root, what: manifestName,
            known: ["name", "description", "version", "requires", "extends", "rules", "generators"], rule: "pack")
        let name = try pack.requiredString("name", in: manifestName)
        if let nameNode = pack["name"], !isValidName(name) {
            throw GeneratorError(
                "pack name '\(name)' may hold only letters, digits, '-', '_' and '.', and must start with a letter or "
                    + "digit",
                at: nameNode.location, rule: "pack.invalid-value")
        }

        if let requires = pack["requires"] {
            try ToolRequirement.check(requires, pack: name)
        }

        var generators: [PackGenerator] = []
        for entry in try pack.entries("generators") {
            generators.append(try generator(entry.name, entry.value, at: entry.key.location))
        }

        var templates: [String: PackTemplateSource] = [:]
        var others: [String: String] = [:]
        for (path, source) in files {
            if path.hasSuffix(templateExtension) {
                let name = String(path.dropLast(templateExtension.count))
                let shown = displayPath.isEmpty ? path : "\(displayPath)/\(path)"
                templates[name] = PackTemplateSource(name: name, source: source, displayPath: shown)
            } else {
                others[path] = source
            }
        }

        return Pack(
            name: name, description: try pack.string("description") ?? "",
            extends: try pack["extends"].map { node throws(GeneratorError) in try PackReference.read(node, rule: "pack")
            },
            extendsLocation: pack["extends"]?.location, rules: try pack.string("rules"), generators: generators,
            templates: templates, origin: origin, displayPath: displayPath, otherFiles: others,
            location: root.location, rulesLocation: pack["rules"]?.location, version: try pack.string("version"))
    }

    /// Reads the files of a pack directory: pack.yaml, every `*.mustache` below it, and README.md.
    ///
    /// - Throws: ``GeneratorError`` (rule `pack.not-found`) when the directory cannot be read.
    package static func readDirectory(_ directory: URL, displayPath: String) throws(GeneratorError) -> [String: String]
    {
        let location = SourceLocation(file: displayPath, line: 1, column: 1)
        guard DirectoryListing.isDirectory(directory.path) else {
            throw GeneratorError("pack directory \(displayPath) does not exist", at: location, rule: "pack.not-found")
        }
        let base = directory.standardizedFileURL.resolvingSymlinksInPath()
        let basePath = base.path.hasSuffix("/") ? base.path : base.path + "/"
        guard
            let entries = DirectoryListing.entries(below: base, skippingHidden: true)
        else {
            throw GeneratorError("cannot read pack directory \(displayPath)", at: location, rule: "pack.not-found")
        }
        var files: [String: String] = [:]
        for url in entries {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(basePath) else { continue }
            let relative = String(path.dropFirst(basePath.count))
            guard relative == manifestName || relative == "README.md" || relative.hasSuffix(templateExtension),
                DirectoryListing.isRegularFile(url.path)
            else { continue }
            guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
                throw GeneratorError(
                    "\(displayPath)/\(relative) cannot be read as UTF-8 text",
                    at: SourceLocation(file: "\(displayPath)/\(relative)", line: 1, column: 1), rule: "pack.not-found")
            }
            files[relative] = text
        }
        return files
    }

    /// Whether a pack name is allowed: letters, digits, `-`, `_`, `.`, starting with a letter or digit.
    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first.isNumber else { return false }
        return name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" || $0 == "." }
    }

    private static func generator(_ name: String, _ node: YAMLNode, at location: SourceLocation) throws(GeneratorError)
        -> PackGenerator
    {
        let mapping = try YAMLMapping(
            node, what: "generator '\(name)'", known: ["description", "parameters", "files", "replace"], rule: "pack")
        var parameters: [PackParameter] = []
        for entry in try mapping.entries("parameters") {
            let parameter = try YAMLMapping(
                entry.value, what: "parameter '\(entry.name)'", known: ["description", "default", "choices"],
                rule: "pack")
            let choices = try parameter.strings("choices")
            let defaultValue = try parameter.string("default") ?? choices.first ?? ""
            if !choices.isEmpty, !choices.contains(defaultValue) {
                throw GeneratorError(
                    "the default '\(defaultValue)' of parameter '\(entry.name)' is not one of its choices",
                    at: parameter["default"]?.location ?? entry.key.location, rule: "pack.invalid-value")
            }
            parameters.append(
                PackParameter(
                    name: entry.name, description: try parameter.string("description") ?? "",
                    defaultValue: defaultValue, choices: choices, location: entry.key.location,
                    givenKeys: Set(["default", "choices", "description"].filter { parameter[$0] != nil })))
        }
        var files: [PackFileEntry] = []
        if let list = mapping["files"] {
            guard let items = list.sequence else {
                throw GeneratorError(
                    "'files' must be a list, not \(list.kindDescription)", at: list.location, rule: "pack.invalid-value"
                )
            }
            for item in items {
                let entry = try fileEntry(item)
                if let id = entry.id, files.contains(where: { $0.id == id }) {
                    throw GeneratorError(
                        "two file entries of generator '\(name)' have the id '\(id)'; an id names one entry",
                        at: entry.location, rule: "pack.duplicate")
                }
                files.append(entry)
            }
        }
        return PackGenerator(
            name: name, description: try mapping.string("description") ?? "", parameters: parameters, files: files,
            location: location, replacesParent: try mapping.bool("replace") ?? false,
            givesDescription: mapping["description"] != nil)
    }

    private static func fileEntry(_ node: YAMLNode) throws(GeneratorError) -> PackFileEntry {
        let entry = try YAMLMapping(
            node, what: "a file entry",
            known: ["template", "path", "owner", "comment", "each", "when", "remove", "id"],
            rule: "pack")
        var template = try entry.requiredString("template", in: "a file entry")
        if template.hasSuffix(templateExtension) { template = String(template.dropLast(templateExtension.count)) }
        let id = try entry.string("id")
        if let id, id.isEmpty {
            throw GeneratorError(
                "'id' must name the entry, not be empty", at: entry["id"]?.location ?? node.location,
                rule: "pack.invalid-value")
        }
        if try entry.bool("remove") == true {
            return PackFileEntry(template: template, path: "", removes: true, location: node.location, id: id)
        }
        let path = try entry.requiredString("path", in: "a file entry")
        var owner = FileOwnership.generator
        if let text = try entry.string("owner") {
            guard let value = FileOwnership(rawValue: text) else {
                throw GeneratorError(
                    "owner '\(text)' is not one of \(FileOwnership.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: entry["owner"]?.location ?? node.location,
                    rule: "pack.invalid-value")
            }
            owner = value
        }
        var comment: CommentStyle?
        if let text = try entry.string("comment") {
            guard let value = CommentStyle(rawValue: text) else {
                throw GeneratorError(
                    "comment '\(text)' is not one of //, #, <!--, none",
                    at: entry["comment"]?.location ?? node.location, rule: "pack.invalid-value")
            }
            comment = value
        }
        return PackFileEntry(
            template: template, path: path, owner: owner, comment: comment, each: try entry.string("each"),
            when: try condition(entry["when"]), location: node.location, pathLocation: entry["path"]?.location, id: id)
    }

    /// Parses a `when:` condition, its errors located at the offending character in pack.yaml.
    private static func condition(_ node: YAMLNode?) throws(GeneratorError) -> WhenExpression? {
        guard let node, !node.isNull else { return nil }
        guard let text = node.scalar else {
            throw GeneratorError(
                "'when' must be a condition (a string such as 'routes.hasCases'), not \(node.kindDescription)",
                at: node.location, rule: "pack.when")
        }
        let locator = ScalarLocator(node)
        do {
            return try WhenParser.parse(text) { locator.location(ofOffset: $0) }
        } catch {
            throw GeneratorError(
                "'when' does not parse: \(error.message)", at: locator.location(ofOffset: error.offset),
                rule: "pack.when")
        }
    }
}
