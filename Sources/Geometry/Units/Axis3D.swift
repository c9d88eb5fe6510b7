/// An axis for `rotation3DEffect` (normalized by the renderer).
public struct Axis3D: Hashable, Sendable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}
