import IntentFlowText

/// Why a structured file (JSON, TOML) intentflow merges its entries into cannot be read as that format: where, and
/// what is wrong. Such a file is never rewritten, not even with `--force`, because what it means is unknown.
///
/// The same type the one JSON reader throws, so a JSON file's error passes through unchanged.
package typealias StructuredFileError = TextSyntaxError
