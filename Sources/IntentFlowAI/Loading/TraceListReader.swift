import CYAML

/// Reads the piece of a manifest from its `acceptanceTraces:` line straight from libyaml's events into parsed traces,
/// building no YAML tree: the piece's usual shape, one key whose value is a block list of strings.
///
/// Any other shape — a flow list, a tag, an anchor, an alias, a null or non-string item, another key, a second
/// document, a YAML error — returns `nil`, and the piece is read through ``YAMLParser`` and ``ManifestDecoder``,
/// which report what is wrong. For the usual shape the result equals what that path gives.
struct TraceListReader {
    /// The list's lines: their traces built, or kept to be built later.
    var traces: ParsedTraces
    /// Where the list starts (the value of `acceptanceTraces`).
    var listLocation: SourceLocation
    /// The 0-based line the piece ends on, in whole-file numbering.
    var endLine: Int

    /// Reads `bytes`, which start `lineOffset` lines into the file `path`. Items that start at byte `keepingFrom` or
    /// later are kept unparsed (``ParsedTraces/keep(_:at:locator:)``).
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, lineOffset: Int, keepingFrom: Int = .max
    ) -> TraceListReader? {
        let read = YAMLParser.withParser(reading: bytes) { parser -> TraceListReader? in
            // About one trace per 64 bytes or more: enough room that the list rarely grows and copies itself.
            var reading = Reading(
                marks: YAMLParser.Marks(path: path, lineOffset: lineOffset),
                traces: ParsedTraces(reservingCapacity: bytes.count / 64), keepingFrom: keepingFrom)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                guard reading.accept(event) else { return nil }
                if case .done(let reader) = reading.state { return reader }
            }
            return nil
        }
        return read ?? nil
    }

    /// The expected event sequence, one state per step.
    private struct Reading {
        enum State {
            case streamStart, documentStart, mappingStart, key, listStart, items, mappingEnd, documentEnd, streamEnd
            case done(TraceListReader)
        }

        let marks: YAMLParser.Marks
        var state = State.streamStart
        var traces: ParsedTraces
        let keepingFrom: Int
        var listLocation: SourceLocation?

        init(marks: YAMLParser.Marks, traces: ParsedTraces, keepingFrom: Int) {
            self.marks = marks
            self.traces = traces
            self.keepingFrom = keepingFrom
        }

        /// Takes the next event; `false` when it is not what the usual shape has next.
        mutating func accept(_ event: yaml_event_t) -> Bool {
            switch (state, event.type) {
            case (.streamStart, YAML_STREAM_START_EVENT):
                state = .documentStart
            case (.documentStart, YAML_DOCUMENT_START_EVENT):
                state = .mappingStart
            case (.mappingStart, YAML_MAPPING_START_EVENT):
                let mapping = event.data.mapping_start
                guard mapping.anchor == nil, mapping.tag == nil, mapping.style != YAML_FLOW_MAPPING_STYLE else {
                    return false
                }
                state = .key
            case (.key, YAML_SCALAR_EVENT):
                let scalar = event.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil, YAMLParser.string(scalar.value, length: scalar.length) == "acceptanceTraces"
                else { return false }
                state = .listStart
            case (.listStart, YAML_SEQUENCE_START_EVENT):
                let sequence = event.data.sequence_start
                guard sequence.anchor == nil, sequence.tag == nil, sequence.style != YAML_FLOW_SEQUENCE_STYLE else {
                    return false
                }
                listLocation = marks.location(event.start_mark)
                state = .items
            case (.items, YAML_SCALAR_EVENT):
                let scalar = event.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil else { return false }
                let value = YAMLParser.string(scalar.value, length: scalar.length)
                let style = YAMLParser.style(scalar.style)
                guard !(style == .plain && YAMLNode.isNullText(value)) else { return false }
                let start = marks.location(event.start_mark)
                let locator = ScalarLocator(
                    value: value, style: style, start: start, endLine: marks.line(event.end_mark),
                    endColumn: Int(event.end_mark.column) + 1)
                if Int(event.start_mark.index) >= keepingFrom {
                    traces.keep(value, at: start, locator: locator)
                } else {
                    traces.add(value, at: start, locator: locator)
                }
            case (.items, YAML_SEQUENCE_END_EVENT):
                state = .mappingEnd
            case (.mappingEnd, YAML_MAPPING_END_EVENT):
                state = .documentEnd
            case (.documentEnd, YAML_DOCUMENT_END_EVENT):
                guard event.data.document_end.implicit != 0 else { return false }
                state = .streamEnd
            case (.streamEnd, YAML_STREAM_END_EVENT):
                guard let listLocation else { return false }
                state = .done(
                    TraceListReader(
                        traces: traces, listLocation: listLocation, endLine: marks.line(event.end_mark) - 1))
            default:
                return false
            }
            return true
        }
    }
}
