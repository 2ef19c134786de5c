import IntentFlow
import UIKit

/// The Counter screen in UIKit: it renders the projected view state and sends intents; CounterFlow
/// decides everything else. Generated once; from then on this file is yours.
final class CounterViewController: UIViewController {
  private let initialState: CounterState
  private let store: FlowStore<CounterFlow>
  private let projection = CounterProjection()
  /// Keeps the store's updates coming for as long as the screen lives.
  private var observation: FlowObservation?
  private let statusLabel = UILabel()

  /// Makes the screen with a store of its own that starts in `initialState`.
  init(initialState: CounterState = .counting(value: 0)) {
    self.initialState = initialState
    store = FlowStore(
      initialState: initialState,
      reducer: CounterFlow(),
      effects: CounterEffects()
    )
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("CounterViewController is made in code, not from a storyboard.")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    statusLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(statusLabel)
    NSLayoutConstraint.activate([
      statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      statusLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    render(projection.project(initialState))
    Task { [weak self] in
      guard let self else { return }
      let projection = self.projection
      self.observation = await self.store.observe { [weak self] snapshot in
        let viewState = projection.project(snapshot.state)
        Task { @MainActor [weak self] in
          self?.render(viewState)
        }
      }
    }
  }

  /// Shows `viewState`; called on the main actor after every change.
  private func render(_ viewState: CounterViewState) {
    statusLabel.text = viewState.status
  }

  /// Sends an intent from a control's action.
  private func send(_ intent: CounterIntent) {
    store.enqueue(intent)
  }
}
