import CYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Parses YAML text into a ``YAMLNode`` tree with libyaml's event API, keeping every node's location.
///
/// Used for manifests and for every other YAML file the tools read (pack, config, rules). One document per file;
/// aliases are expanded within ``YAMLLimits/maxAliasExpansion``; duplicate keys, invalid UTF-8, control characters,
/// tab indentation, too-deep nesting and too-large input are located errors.
package enum YAMLParser {
    /// Parses text. Returns `nil` when the stream holds no document (empty, or only comments).
    package static func parse(_ text: String, path: String, limits: YAMLLimits = .default) throws(YAMLError)
        -> YAMLNode?
    {
        var text = text
        let result = text.withUTF8 { bytes in parseBytes(bytes, path: path, limits: limits) }
        return try result.get()
    }

    /// Parses bytes that should be UTF-8 text. Returns `nil` when the stream holds no document.
    package static func parse(_ data: Data, path: String, limits: YAMLLimits = .default) throws(YAMLError)
        -> YAMLNode?
    {
        let result = data.withUnsafeBytes { raw in
            parseBytes(raw.bindMemory(to: UInt8.self), path: path, limits: limits)
        }
        return try result.get()
    }

    /// Parses bytes that should be UTF-8 text. Returns `nil` when the stream holds no document.
    package static func parseBytes(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: YAMLLimits = .default)
        -> Result<YAMLNode?, YAMLError>
    {
        guard bytes.count <= limits.maxBytes else {
            return .failure(
                YAMLError(
                    "file is \(bytes.count) bytes, more than the \(limits.maxBytes)-byte limit",
                    at: SourceLocation(file: path, line: 1, column: 1), rule: ManifestRule.yamlTooLarge.id))
        }
        // A UTF-8 byte order mark (editors on Windows write one) is not part of the text: it is dropped before
        // parsing, so locations count columns as an editor shows them.
        let bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let bytes = UnsafeBufferPointer(rebasing: bytes[bomLength...])
        guard !bytes.isEmpty else { return .success(nil) }
        let marks = Marks(path: path)
        let result = withParser(reading: bytes) { parser in run(&parser, source: bytes, marks: marks, limits: limits) }
        return result
            ?? .failure(
                YAMLError(
                    "could not start the YAML parser (out of memory)",
                    at: SourceLocation(file: path, line: 1, column: 1), rule: ManifestRule.yamlSyntax.id))
    }

    /// Runs `body` with a libyaml parser reading `bytes` (not empty) as UTF-8; `nil` when no parser could start.
    static func withParser<Result>(
        reading bytes: UnsafeBufferPointer<UInt8>, _ body: (inout yaml_parser_t) -> Result
    ) -> Result? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        // libyaml reads from the pointer lazily; `bytes` stays valid while `body` runs.
        yaml_parser_set_input_string(&parser, base, bytes.count)
        return body(&parser)
    }

    /// Turns libyaml's 0-based marks into 1-based locations.
    struct Marks {
        let path: String

        func location(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(file: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }

        func line(_ mark: yaml_mark_t) -> Int { Int(mark.line) + 1 }
    }

    private static func run(
        _ parser: inout yaml_parser_t, source: UnsafeBufferPointer<UInt8>, marks: Marks, limits: YAMLLimits
    ) -> Result<YAMLNode?, YAMLError> {
        var builder = YAMLTreeBuilder(limits: limits)
        var documents = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return .failure(libyamlError(parser, source: source, marks: marks))
            }
            defer { yaml_event_delete(&event) }
            let start = marks.location(event.start_mark)
            do throws(YAMLError) {
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return .success(builder.root)
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        throw YAMLError(
                            "a second YAML document starts here; a file holds exactly one", at: start,
                            rule: ManifestRule.yamlMultipleDocuments.id)
                    }
                    builder.startDocument()
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    try builder.scalar(
                        string(scalar.value, length: scalar.length), style: style(scalar.style),
                        tag: optionalString(scalar.tag), anchor: optionalString(scalar.anchor), location: start,
                        endLine: marks.line(event.end_mark), endColumn: Int(event.end_mark.column) + 1)
                case YAML_ALIAS_EVENT:
                    try builder.alias(optionalString(event.data.alias.anchor) ?? "", location: start)
                case YAML_SEQUENCE_START_EVENT:
                    let sequence = event.data.sequence_start
                    try builder.startSequence(
                        tag: optionalString(sequence.tag), anchor: optionalString(sequence.anchor), location: start,
                        isFlowStyle: sequence.style == YAML_FLOW_SEQUENCE_STYLE)
                case YAML_MAPPING_START_EVENT:
                    let mapping = event.data.mapping_start
                    try builder.startMapping(
                        tag: optionalString(mapping.tag), anchor: optionalString(mapping.anchor), location: start,
                        isFlowStyle: mapping.style == YAML_FLOW_MAPPING_STYLE)
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    try builder.end(endLine: marks.line(event.end_mark), endColumn: Int(event.end_mark.column) + 1)
                default:
                    break
                }
            } catch {
                return .failure(error)
            }
        }
    }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private static func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// A byte as `0x` and two upper-case hexadecimal digits, as `%02X` prints it.
    private static func hexByte(_ value: Int32) -> String {
        let digits = String(UInt8(truncatingIfNeeded: value), radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }

    /// Turns libyaml's error state into a located, readable error.
    private static func libyamlError(_ parser: yaml_parser_t, source: UnsafeBufferPointer<UInt8>, marks: Marks)
        -> YAMLError
    {
        let path = marks.path
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        if parser.error == YAML_READER_ERROR {
            let (line, column) = TextPosition.lineAndColumn(ofByte: parser.problem_offset, in: source)
            let at = SourceLocation(file: path, line: line, column: column)
            if problem.contains("control characters") {
                let value = hexByte(parser.problem_value)
                return YAMLError(
                    "file is not text (control character \(value)); manifests are UTF-8 text", at: at,
                    rule: ManifestRule.yamlControlCharacter.id)
            }
            let value = parser.problem_value >= 0 ? " (byte \(hexByte(parser.problem_value)))" : ""
            return YAMLError(
                "file is not valid UTF-8: \(problem)\(value); is it a binary file?", at: at,
                rule: ManifestRule.yamlInvalidUTF8.id)
        }
        if parser.error == YAML_MEMORY_ERROR {
            return YAMLError(
                "out of memory while parsing", at: SourceLocation(file: path, line: 1, column: 1),
                rule: ManifestRule.yamlSyntax.id)
        }
        let at = marks.location(parser.problem_mark)
        let isTab = TextPosition.scalar(atLine: at.line, column: at.column, in: source) == "\t"
        if isTab || problem.contains("tab character") {
            return YAMLError(
                "a tab character is used for indentation; YAML indents with spaces only", at: at,
                rule: ManifestRule.yamlTabIndentation.id)
        }
        var message = "YAML syntax error: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            let mark = parser.context_mark
            message += " (\(context) at line \(marks.line(mark)), column \(mark.column + 1))"
        }
        return YAMLError(message, at: at, rule: ManifestRule.yamlSyntax.id)
    }
}
