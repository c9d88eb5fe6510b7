/// An SF Symbols effect on the symbol images of a subtree (`symbolEffect(_:options:value:)`,
/// `symbolEffect(_:options:isActive:)`). Symbol effects run on their own clock, not the
/// transaction's: a discrete one plays when its value changes, an indefinite one loops while it
/// is active. Apple documents what each effect does but not its timing or amplitudes; the curves
/// are in `SymbolEffectCurves` (Motion) and marked inferred there and in docs/motion.md.
public struct SymbolEffect: Hashable, Sendable {
    /// The effect, by its SwiftUI name (`.bounce`, `.pulse`, … ; iOS 18: `.wiggle`, `.rotate`, `.breathe`).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case bounce, pulse, variableColor, scale, appear, disappear, wiggle, rotate, breathe
        /// Only as a content transition (`.contentTransition(.symbolEffect(.replace))`).
        case replace
    }
    /// `.up` / `.down` (bounce, scale), `.clockwise` / `.counterClockwise` (rotate), `.left` / `.right`… (wiggle).
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case up, down, clockwise, counterClockwise, left, right, forward, backward
    }
    /// What starts it.
    public enum Trigger: Hashable, Sendable {
        /// `value:`: plays once (or `repeatCount` times) each time the value changes.
        case value(StateValue)
        /// `isActive:`: runs while true (default).
        case active(Bool)
    }

    public var kind: Kind
    public var direction: Direction?
    /// `options: .repeat(n)` (n plays); `.nonRepeating` is 1; nil: the effect's default (one
    /// play for a discrete trigger, forever for an indefinite one).
    public var repeatCount: Int?
    /// `options: .speed(x)`.
    public var speed: Double
    public var trigger: Trigger

    public init(_ kind: Kind, direction: Direction? = nil, repeatCount: Int? = nil, speed: Double = 1, trigger: Trigger = .active(true)) {
        self.kind = kind; self.direction = direction; self.repeatCount = repeatCount; self.speed = speed; self.trigger = trigger
    }
}
