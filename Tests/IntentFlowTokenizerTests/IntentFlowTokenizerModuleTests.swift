import Testing
@testable import IntentFlowTokenizer
