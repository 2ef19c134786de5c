import Foundation
import IntentFlow

extension UUID {
  /// The `index`th UUID the test dependencies hand out (`FlowDependencies.incrementingUUID(_:)`): short to write
  /// in the Todos manifest's samples and in tests, as the original's `UUID(0)` is.
  init(_ index: UInt64) {
    self = FlowDependencies.incrementingUUID(index)
  }
}
