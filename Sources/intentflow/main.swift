#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IntentFlowCLI

let code = IntentFlowCLI.run(Array(CommandLine.arguments.dropFirst()), in: .process())
exit(code.rawValue)
