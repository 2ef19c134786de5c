// intentflow-stress: checks the runtime's concurrency guarantees round after round and prints, per property,
// how many rounds ran and how many broke it. Exits 1 on any violation.
//
//   intentflow-stress [--scale S] [--seconds N]
//     --scale    multiplies every property's rounds (default 1; `make test` runs 0.05)
//     --seconds  the most time each property may take (default 60)
import Foundation

let options = StressOptions.parse(CommandLine.arguments.dropFirst())
switch options {
case .failure(let error):
    FileHandle.standardError.write(Data("intentflow-stress: error: \(error)\n".utf8))
    exit(2)
case .success(let options):
    var violated = false
    print("intentflow-stress: scale \(options.scale), at most \(options.seconds) s per property")
    for property in Properties.all {
        let clock = ContinuousClock()
        let start = clock.now
        let result = await property.run(scale: options.scale, budget: .seconds(options.seconds))
        let elapsed = (clock.now - start).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))
        print("  \(result.name): \(result.rounds) rounds, \(result.violations) violations (\(elapsed))")
        violated = violated || result.violations > 0
    }
    exit(violated ? 1 : 0)
}
