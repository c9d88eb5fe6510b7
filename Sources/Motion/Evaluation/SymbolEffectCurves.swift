import Document
import Foundation
import Geometry
import Style

/// The motion of each SF Symbols effect, as effects on the whole symbol at a point of one play.
///
/// All inferred: Apple documents what the effects do ("a transitory scaling effect", "fades the
/// opacity", "lights the layers in turn") but gives no durations, amplitudes or curves. The numbers
/// below were chosen to look like iOS 17–18 at the default speed; symbols here are one layer, so
/// `.byLayer` and variable colour's per-layer order are drawn on the whole symbol.
enum SymbolEffectCurves {
    /// Seconds per play at speed 1, or the length of the on/off transition for the effects that
    /// hold a state (scale, appear, disappear).
    static func cycle(_ kind: SymbolEffect.Kind) -> Double {
        switch kind {
        case .bounce: return 0.5
        case .pulse: return 1.0
        case .variableColor: return 1.2
        case .wiggle: return 0.8
        case .rotate: return 1.0
        case .breathe: return 2.0
        case .scale, .appear, .disappear, .replace: return 0.3
        }
    }

    /// Whether the effect plays (and then ends or repeats) rather than holding a state while active.
    static func plays(_ kind: SymbolEffect.Kind) -> Bool {
        switch kind {
        case .scale, .appear, .disappear, .replace: return false
        default: return true
        }
    }

    /// The effects at phase x ∈ [0, 1] of one play.
    static func play(_ e: SymbolEffect, phase x: Double) -> [any VisualEffect] {
        let x = min(max(x, 0), 1)
        switch e.kind {
        case .bounce:
            // One bump of 20 % (up: larger, down: smaller) and a small rebound the other way.
            let a = e.direction == .down ? -0.2 : 0.2
            let s = x < 0.6 ? 1 + a * sin(.pi * x / 0.6) : 1 - 0.25 * a * sin(.pi * (x - 0.6) / 0.4)
            return [ScaleEffect(x: s, y: s)]
        case .pulse, .variableColor:
            // Dims to 35 % and back.
            let d = sin(.pi * x)
            return [OpacityEffect(1 - 0.65 * d * d)]
        case .wiggle:
            // Two shakes of ±12°, dying out; left/counterClockwise/backward start the other way.
            let sign: Double = [.left, .counterClockwise, .backward].contains(e.direction) ? -1 : 1
            return [RotationEffect(.degrees(sign * 12 * sin(4 * .pi * x) * (1 - x)))]
        case .rotate:
            // One turn, eased in and out.
            let sign: Double = e.direction == .counterClockwise ? -1 : 1
            let eased = x * x * (3 - 2 * x)
            return [RotationEffect(.degrees(sign * 360 * eased))]
        case .breathe:
            // Swells by 12 % and dims a little, like breathing.
            let d = sin(.pi * x)
            return [ScaleEffect(x: 1 + 0.12 * d * d, y: 1 + 0.12 * d * d), OpacityEffect(1 - 0.2 * d * d)]
        case .scale, .appear, .disappear, .replace:
            return hold(e, amount: 1)
        }
    }

    /// A state-holding effect `amount` of the way on (0 = as if inactive, 1 = fully active).
    static func hold(_ e: SymbolEffect, amount a: Double) -> [any VisualEffect] {
        let a = min(max(a, 0), 1)
        switch e.kind {
        case .scale:
            let s = 1 + (e.direction == .down ? -0.2 : 0.2) * a
            return [ScaleEffect(x: s, y: s)]
        case .disappear:
            return [ScaleEffect(x: 1 - 0.5 * a, y: 1 - 0.5 * a), OpacityEffect(1 - a)]
        case .appear:
            // Active: shown; inactive: hidden (inferred: an inactive appear keeps the symbol away).
            return [ScaleEffect(x: 0.5 + 0.5 * a, y: 0.5 + 0.5 * a), OpacityEffect(a)]
        default:
            return []
        }
    }
}
