import Testing
@testable import IntentFlowOrchestrator
