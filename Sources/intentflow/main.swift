import Foundation
import IntentFlowCLI

let code = IntentFlowCLI.run(Array(CommandLine.arguments.dropFirst()), in: .process())
exit(code.rawValue)
