/// The command line of `intentflow-stress`.
struct StressOptions: Sendable {
    var scale = 1.0
    var seconds = 60

    /// Reads `--scale S` and `--seconds N`; anything else is a usage error.
    static func parse(_ arguments: ArraySlice<String>) -> Result<StressOptions, UsageError> {
        var options = StressOptions()
        var remaining = arguments
        while let argument = remaining.popFirst() {
            guard let value = remaining.popFirst() else { return .failure(UsageError("\(argument) needs a value")) }
            switch argument {
            case "--scale":
                guard let scale = Double(value), scale > 0 else {
                    return .failure(UsageError("--scale takes a positive number, not '\(value)'"))
                }
                options.scale = scale
            case "--seconds":
                guard let seconds = Int(value), seconds > 0 else {
                    return .failure(UsageError("--seconds takes a positive whole number, not '\(value)'"))
                }
                options.seconds = seconds
            default:
                return .failure(UsageError("unknown option '\(argument)' (expected --scale or --seconds)"))
            }
        }
        return .success(options)
    }
}

/// A command-line mistake, printed as the error.
struct UsageError: Error, Sendable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
