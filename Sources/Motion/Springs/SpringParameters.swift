/// A spring's physical parameters for mass 1 (`../shared/reference/swiftui-semantics.md` §3.2):
/// stiffness k = (2π / response)², damping c = ζ · 2√k.
public struct SpringParameters: Hashable, Sendable {
    public var stiffness: Double
    public var damping: Double
    public var mass: Double

    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        self.stiffness = stiffness; self.damping = damping; self.mass = mass
    }

    /// The fluid spring's parameters: k = min((2π/r)², 45000), k = 1 if r ≤ 0 (OpenSwiftUI
    /// `FluidSpringAnimation.swift`).
    public init(response: Double, dampingFraction: Double) {
        let k = response <= 0 ? 1 : min((2 * Double.pi / response) * (2 * Double.pi / response), 45000)
        self.init(stiffness: k, damping: dampingFraction * 2 * k.squareRoot())
    }

    /// ω₀ = √(k/m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}
