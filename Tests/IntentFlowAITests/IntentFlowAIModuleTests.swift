import Testing
@testable import IntentFlowAI
