import Testing
@testable import IntentFlowManifest
