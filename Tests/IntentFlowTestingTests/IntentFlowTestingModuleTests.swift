import Testing
@testable import IntentFlowTesting
