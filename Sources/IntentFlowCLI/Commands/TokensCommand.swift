import IntentFlowGenerate
import IntentFlowTokenizer

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `intentflow tokens`: counts the tokens of files exactly as OpenAI's tokenizers do, offline.
enum TokensCommand: CLICommand {
    static let name = "tokens"
    static let abstract = "Count the tokens of files (o200k_base or cl100k_base), exactly and offline."
    static let usage = "<file>..."
    static let discussion = """
        Prints '<count> <path>' for each file, in the order given, and '<count> total' after them when there is more
        than one. '-' reads standard input. Counts match OpenAI's tiktoken token for token.

        Files are read as UTF-8; invalid bytes count as U+FFFD, as Python's errors="replace" decodes them. Special
        tokens such as <|endoftext|> count as the ordinary text they spell (tiktoken's encode_ordinary).
        """
    static let options: [CommandOption] = [
        .value(
            "encoding", "<name>", help: "o200k_base is the GPT-4o family's; cl100k_base GPT-4's and GPT-3.5's.",
            choices: TokenizerEncoding.allCases.map(\.name), default: TokenizerEncoding.o200kBase.name)
    ]
    static let epilogue =
        "An unreadable file prints '<path>: error: <reason>' and the others are still counted; the exit code is then 2."

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        let encodingName = arguments.value("encoding") ?? TokenizerEncoding.o200kBase.name
        guard !arguments.positionals.isEmpty else { throw UsageError("'tokens' needs at least one file") }
        guard let encoding = TokenizerEncoding(rawValue: encodingName) else {
            throw UsageError("unknown encoding '\(encodingName)'")
        }
        let tokenizer: Tokenizer
        do {
            tokenizer = try Tokenizer.shared(encoding)
        } catch {
            context.standardError.line("intentflow: error: \(error)")
            return .usageOrIO
        }
        var total = 0
        var failed = false
        for path in arguments.positionals {
            switch readFile(path, in: context) {
            case .success(let bytes):
                let count = tokenizer.count(contentsOf: bytes)
                total += count
                context.standardOutput.line("\(count) \(path)")
            case .failure(let error):
                failed = true
                context.standardError.line("\(path): error: \(error.reason)")
            }
        }
        if arguments.positionals.count > 1 {
            context.standardOutput.line("\(total) total")
        }
        return failed ? .usageOrIO : .success
    }

    /// The bytes of the file at `path` (or of standard input for `-`).
    static func readFile(_ path: String, in context: CommandContext) -> Result<Data, BoundedFileRead.Failure> {
        if path == "-" {
            return .success(StandardStream.readToEnd())
        }
        return BoundedFileRead.read(context.url(forPath: path), limit: maximumFileSize)
    }

    /// The largest file counted.
    static let maximumFileSize = BoundedFileRead.tokenCountingLimit
}
