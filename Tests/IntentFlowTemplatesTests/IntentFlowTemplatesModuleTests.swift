import Testing
@testable import IntentFlowTemplates
