import Geometry

/// An animation, as written (`.easeInOut(duration: 0.35)`, `.spring(duration: 0.5, bounce: 0.5)`, …).
///
/// Pure data: the motion stage evaluates it. Defaults and conversions follow
/// `../shared/reference/swiftui-semantics.md` §2–§4 (OpenSwiftUI, audited against SwiftUI 6.5.4).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public indirect enum Kind: Hashable, Sendable {
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points p1, p2.
        case bezier(p1x: Double, p1y: Double, p2x: Double, p2y: Double, duration: Double)
        /// SwiftUI's "fluid" spring, integrated at 300 Hz (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`).
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// The closed-form spring (`interpolatingSpring`).
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        case delay(Animation, Double)
        case speed(Animation, Double)
        /// `repeatCount(_:autoreverses:)`; count nil repeats forever.
        case `repeat`(Animation, count: Int?, autoreverses: Bool)
        /// `logicallyComplete(after:)`: only changes when completion handlers would fire.
        case logicallyComplete(Animation, after: Double)
    }

    public var kind: Kind
    /// The name the animation was written with, for descriptions and `flipbook list`.
    public var name: String

    public init(_ kind: Kind, name: String) { self.kind = kind; self.name = name }

    public var description: String { name }

    // MARK: - Timing curves (§2; default duration 0.35 s)

    public static let defaultDuration = 0.35

    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: Double = defaultDuration) -> Animation {
        Animation(.bezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y, duration: duration),
                  name: "timingCurve(\(n(p1x)), \(n(p1y)), \(n(p2x)), \(n(p2y)), duration: \(n(duration)))")
    }
    public static func linear(duration: Double) -> Animation {
        Animation(.bezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1, duration: duration), name: "linear(duration: \(n(duration)))")
    }
    public static func easeIn(duration: Double) -> Animation {
        Animation(.bezier(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1, duration: duration), name: "easeIn(duration: \(n(duration)))")
    }
    public static func easeOut(duration: Double) -> Animation {
        Animation(.bezier(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1, duration: duration), name: "easeOut(duration: \(n(duration)))")
    }
    public static func easeInOut(duration: Double) -> Animation {
        Animation(.bezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1, duration: duration), name: "easeInOut(duration: \(n(duration)))")
    }
    public static var linear: Animation { named(linear(duration: defaultDuration), "linear") }
    public static var easeIn: Animation { named(easeIn(duration: defaultDuration), "easeIn") }
    public static var easeOut: Animation { named(easeOut(duration: defaultDuration), "easeOut") }
    public static var easeInOut: Animation { named(easeInOut(duration: defaultDuration), "easeInOut") }

    // MARK: - Springs (§3.1, §3.2)

    /// `spring(response:dampingFraction:blendDuration:)`; defaults 0.5, 0.825, 0.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration),
                  name: "spring(response: \(n(response)), dampingFraction: \(n(dampingFraction)), blendDuration: \(n(blendDuration)))")
    }
    /// `spring(duration:bounce:blendDuration:)`: response = duration; ζ = 1 − bounce (bounce ≥ 0),
    /// ζ = 1 / (1 + bounce) (bounce < 0) (WWDC23 "Animate with springs").
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: duration, dampingFraction: dampingFraction(bounce: bounce), blendDuration: blendDuration),
                  name: "spring(duration: \(n(duration)), bounce: \(n(bounce)))")
    }
    public static var spring: Animation { named(spring(response: 0.5, dampingFraction: 0.825), "spring") }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        named(spring(duration: duration, bounce: extraBounce), "smooth(duration: \(n(duration)), extraBounce: \(n(extraBounce)))")
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        named(spring(duration: duration, bounce: 0.15 + extraBounce), "snappy(duration: \(n(duration)), extraBounce: \(n(extraBounce)))")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        named(spring(duration: duration, bounce: 0.3 + extraBounce), "bouncy(duration: \(n(duration)), extraBounce: \(n(extraBounce)))")
    }
    public static var smooth: Animation { named(smooth(), "smooth") }
    public static var snappy: Animation { named(snappy(), "snappy") }
    public static var bouncy: Animation { named(bouncy(), "bouncy") }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        named(spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration),
              "interactiveSpring(response: \(n(response)), dampingFraction: \(n(dampingFraction)), blendDuration: \(n(blendDuration)))")
    }
    public static func interactiveSpring(duration: Double, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        named(spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration),
              "interactiveSpring(duration: \(n(duration)), extraBounce: \(n(extraBounce)))")
    }
    public static var interactiveSpring: Animation { named(interactiveSpring(), "interactiveSpring") }

    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` (closed form, §3.5).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        Animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity),
                  name: "interpolatingSpring(mass: \(n(mass)), stiffness: \(n(stiffness)), damping: \(n(damping)), initialVelocity: \(n(initialVelocity)))")
    }
    /// `interpolatingSpring(duration:bounce:initialVelocity:)`: k = (2π/duration)², c = 2ζ√k.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        let k = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        let c = 2 * dampingFraction(bounce: bounce) * k.squareRoot()
        return named(interpolatingSpring(mass: 1, stiffness: k, damping: c, initialVelocity: initialVelocity),
                     "interpolatingSpring(duration: \(n(duration)), bounce: \(n(bounce)))")
    }
    public static var interpolatingSpring: Animation { named(interpolatingSpring(), "interpolatingSpring") }

    /// Which spring `.default` stands for on iOS 17+ (§3.1 CONFLICT): Apple's documentation says
    /// response 0.55 / dampingFraction 1.0; OpenSwiftUI's reconstruction runs `.spring`
    /// (0.5 / 0.825). Until someone measures a device we follow Apple's documentation.
    public enum DefaultSpring: String, Hashable, Sendable { case appleDocumented, openSwiftUI }

    /// `.default` with the documented spring (see `DefaultSpring`).
    public static var `default`: Animation { defaultAnimation(.appleDocumented) }
    public static func defaultAnimation(_ which: DefaultSpring) -> Animation {
        switch which {
        case .appleDocumented: return named(spring(response: 0.55, dampingFraction: 1.0), "default")
        case .openSwiftUI: return named(spring(response: 0.5, dampingFraction: 0.825), "default")
        }
    }

    /// ζ for a bounce (§3.2).
    public static func dampingFraction(bounce: Double) -> Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    // MARK: - Modifiers (§4)

    public func delay(_ d: Double) -> Animation { Animation(.delay(self, d), name: "\(name).delay(\(n(d)))") }
    public func speed(_ s: Double) -> Animation { Animation(.speed(self, s), name: "\(name).speed(\(n(s)))") }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeat(self, count: count, autoreverses: autoreverses),
                  name: "\(name).repeatCount(\(count), autoreverses: \(autoreverses))")
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeat(self, count: nil, autoreverses: autoreverses), name: "\(name).repeatForever(autoreverses: \(autoreverses))")
    }
    public func logicallyComplete(after d: Double) -> Animation {
        Animation(.logicallyComplete(self, after: d), name: "\(name).logicallyComplete(after: \(n(d)))")
    }

    private static func named(_ a: Animation, _ name: String) -> Animation { Animation(a.kind, name: name) }
}

private func n(_ v: Double) -> String { formatNumber(v) }
