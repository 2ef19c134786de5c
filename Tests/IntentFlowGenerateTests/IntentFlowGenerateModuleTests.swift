import Testing
@testable import IntentFlowGenerate
