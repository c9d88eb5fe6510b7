import Synchronization

/// The values of a program's top-level `let` constants, each computed once, when first read (as
/// Swift initializes a global lazily, once). Without it every read would run the initializer
/// again: a `let particles = (0..<500).map { … }` read by a `Canvas` on every frame would build
/// its 500 values each time. The first reading run computes the value; it is the same in every
/// run (randomness is seeded by the call's place and its draws in the initializer), so which run
/// reads first does not change it.
final class GlobalValues: Sendable {
    private let values = Mutex<[String: Value]>([:])

    func value(_ name: String) -> Value? { values.withLock { $0[name] } }
    func store(_ name: String, _ v: Value) { values.withLock { $0[name] = v } }
}

extension Value {
    var isObject: Bool { if case .object = self { true } else { false } }
}
