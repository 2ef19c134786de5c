import IntentFlow
import UIKit

/// The Counter screen in UIKit: it renders the projected view state and sends intents from its controls;
/// CounterFlow decides everything else.
/// Generated once; from then on this file is yours.
///
/// It needs nothing beyond the package's own iOS 16: `MainActorRelay`, unlike `FlowViewModel`, uses no Observation.
final class CounterViewController: UIViewController {
  private let store: FlowStore<CounterFlow>
  private let projection = CounterProjection()
  /// Brings the store's updates to the main actor, one hop per burst, for as long as the screen lives.
  private var relay: MainActorRelay<CounterFlow>?
  private let statusLabel = UILabel()

  /// Shows `store`, which the caller made: a parent feature, an app shell, a test.
  init(store: FlowStore<CounterFlow>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  /// Makes a store of its own that starts in `initialState` and runs the flow's effects with `effects`: the app's
  /// handler, a preview's or a test's.
  convenience init<Effects: FlowEffectHandler>(
    initialState: CounterState = .counting(value: 0),
    effects: Effects
  ) where Effects.Effect == CounterEffect, Effects.Event == CounterEvent {
    self.init(
      store: FlowStore(
        initialState: initialState, reducer: CounterFlow(), effects: effects))
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("CounterViewController is made in code, not from a storyboard.")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = UIStackView(arrangedSubviews: [statusLabel] + makeControls())
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    render(projection.project(store.initialState))
    relay = MainActorRelay(store: store) { [weak self] delivery in
      self?.receive(delivery)
    }
  }

  /// Renders every state and hands routes and outputs on, on the main actor, in the order the flow produced them.
  private func receive(_ delivery: FlowDelivery<CounterFlow>) {
    switch delivery {
    case .state(let state):
      render(projection.project(state))
    case .route, .output:
      break  // The manifest declares no routes or outputs.
    }
  }

  /// Shows `viewState`: the initial state at once, then every change. Give each field you add to
  /// CounterViewState its line here.
  private func render(_ viewState: CounterViewState) {
    statusLabel.text = viewState.status
  }

  /// The screen's controls: a button per intent that needs no values.
  private func makeControls() -> [UIView] {
    [
      button("Increment", sending: .increment)
    ]
  }

  /// A button that sends `intent` when tapped.
  private func button(_ title: String, sending intent: CounterIntent) -> UIButton {
    UIButton(
      type: .system,
      primaryAction: UIAction(title: title) { [weak self] _ in
        self?.store.enqueue(intent)
      })
  }
}
