import Testing
@testable import IntentFlow
