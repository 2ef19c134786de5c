#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a reducer may read but not create: the current date, new UUIDs and random numbers, handed out by the
/// store that calls it.
///
/// A reducer that called `Date()` or `UUID()` would give a new answer each time it is called with the same state
/// and signal, and no test could say what it returns. Read ``current`` instead: the store binds its dependencies
/// while it calls `reduce(state:signal:)`, so a live store hands out the clock's date and random UUIDs, and a
/// test store (``incrementing(from:seed:clock:)``) the same sequence on every run. The reducer stays a function of
/// its inputs; the dependencies are one of them.
///
/// ```swift
/// case (.editing(let todos), .intent(.add)):
///     return .state(.editing([Todo(id: FlowDependencies.current.uuid())] + todos))
/// ```
///
/// Outside a store's reduce call (a reducer called directly, as generated trace tests do), ``current`` is the live
/// one unless the caller binds another with `FlowDependencies.$current.withValue(_:operation:)` or ``run(_:)``.
public struct FlowDependencies: Sendable {
    /// The dependencies of the reduce call in progress: the store's, or live ones outside a store.
    @TaskLocal public static var current = FlowDependencies.live

    private let date: @Sendable () -> Date
    private let makeUUID: @Sendable () -> UUID
    private let nextRandom: @Sendable () -> UInt64

    /// Creates dependencies from their three sources.
    ///
    /// - Parameters:
    ///   - date: The current date.
    ///   - uuid: A new UUID on each call.
    ///   - random: A new 64-bit random number on each call, uniformly distributed.
    public init(
        date: @escaping @Sendable () -> Date,
        uuid: @escaping @Sendable () -> UUID,
        random: @escaping @Sendable () -> UInt64
    ) {
        self.date = date
        self.makeUUID = uuid
        self.nextRandom = random
    }

    /// The system's date, random UUIDs and the system's random numbers.
    public static var live: FlowDependencies {
        FlowDependencies(
            date: { Date() }, uuid: { UUID() },
            random: {
                var generator = SystemRandomNumberGenerator()
                return generator.next()
            })
    }

    /// Dependencies for tests: the same values on every run.
    ///
    /// - UUIDs count up from zero: `00000000-0000-0000-0000-000000000000`, then `…-000000000001`, …
    ///   (``incrementingUUID(_:)``), each instance from zero.
    /// - The date is `date` plus the time `clock` has moved (a ``FlowClock``, the test store's test clock), or
    ///   `date` itself without a clock.
    /// - Random numbers come from a SplitMix64 generator seeded with `seed`.
    public static func incrementing(
        from date: Date = Date(timeIntervalSinceReferenceDate: 0), seed: UInt64 = 0, clock: (any FlowClock)? = nil
    ) -> FlowDependencies {
        let uuids = Locked<UInt64>(0)
        let random = Locked(SplitMix64(seed: seed))
        let start = clock?.now ?? .zero
        return FlowDependencies(
            date: {
                guard let clock else { return date }
                let elapsed = clock.now - start
                let (seconds, attoseconds) = elapsed.components
                return date.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
            },
            uuid: {
                uuids.withLock { count in
                    defer { count += 1 }
                    return incrementingUUID(count)
                }
            },
            random: { random.withLock { $0.next() } })
    }

    /// The `index`th UUID ``incrementing(from:seed:clock:)`` hands out, counting from zero: its last 12 hex digits
    /// are `index`, the rest zero.
    public static func incrementingUUID(_ index: UInt64) -> UUID {
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { buffer in
            for offset in 0..<8 {
                buffer[15 - offset] = UInt8(truncatingIfNeeded: index >> (8 * UInt64(offset)))
            }
        }
        return UUID(uuid: bytes)
    }

    /// The current date.
    public var now: Date { date() }

    /// A new UUID: each call returns another.
    public func uuid() -> UUID { makeUUID() }

    /// A random integer in `range`, uniformly distributed.
    public func random(in range: ClosedRange<Int>) -> Int {
        var generator = Source(draw: nextRandom)
        return Int.random(in: range, using: &generator)
    }

    /// A random floating-point number in `range`, uniformly distributed.
    public func random(in range: Range<Double>) -> Double {
        var generator = Source(draw: nextRandom)
        return Double.random(in: range, using: &generator)
    }

    /// A random element of `collection`, `nil` if it is empty.
    public func randomElement<C: Collection>(of collection: C) -> C.Element? {
        var generator = Source(draw: nextRandom)
        return collection.randomElement(using: &generator)
    }

    /// Runs `body` with these dependencies as ``current``: a reducer called directly reads them.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try FlowDependencies.$current.withValue(self, operation: body)
    }

    /// The random numbers of one call, as the generator the standard library's `random(in:using:)` takes.
    private struct Source: RandomNumberGenerator {
        let draw: @Sendable () -> UInt64
        mutating func next() -> UInt64 { draw() }
    }
}
