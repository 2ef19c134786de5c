import IntentFlowCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let code = IntentFlowCLI.run(Array(CommandLine.arguments.dropFirst()), in: .process())
exit(code.rawValue)
