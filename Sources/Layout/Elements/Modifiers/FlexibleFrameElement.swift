import Document
import Geometry

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (SwiftUI's `_FlexFrameLayout`). The rules, per axis, after the reconstructions of the shipped
/// code in DanceUI (`_FlexFrameLayout.sizeThatFits`, `childPlacementProposal`,
/// `ViewDimensions.dimension(min:max:childProposal:childActual:)`) and OpenSwiftUI's
/// disassembly-based `FlexFrameLayout`, which agree, and Apple's documentation of the modifier:
///
/// Size for a proposal P:
/// 1. If P is given and both min and max are given (min ≤ max), the frame is P clamped to
///    [min, max] — the child is not consulted on that axis. If P is nil and ideal is given, the
///    frame is the ideal. When both axes are settled this way the child is not asked at all.
/// 2. Otherwise the child is proposed C = (P ?? ideal) clamped to [min ?? −∞, max ?? ∞]
///    (nil when both P and ideal are nil) and answers A. The frame is then
///    - min and max:  clamp(A, min, max);
///    - min only:     max(min, min(C ?? ∞, A));
///    - max only:     min(max, max(C ?? −∞, A));
///    - neither:      A.
///
/// Placement in a frame of size S after a proposal P: the child is proposed S on an axis when
/// ideal is given, or P was given, or S ≤ min or S ≥ max; otherwise nil. It is aligned in the
/// frame like `frame(width:height:alignment:)` aligns it.
final class FlexibleFrameElement: AligningFrame {
    var wrapper: LayoutWrapper { .flexibleFrame }
    let child: LayoutElement
    let spec: FlexibleFrame
    var sizeCache: [ProposedSize: Size] = [:]

    init(child: LayoutElement, spec: FlexibleFrame) { self.child = child; self.spec = spec }

    private struct AxisSpec { var min: Double?, ideal: Double?, max: Double? }
    private func axis(_ a: Axis) -> AxisSpec {
        a == .horizontal ? AxisSpec(min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth)
                         : AxisSpec(min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight)
    }

    /// Step 1: the frame's length when the child need not be asked.
    private func settled(_ s: AxisSpec, _ proposed: Double?) -> Double? {
        guard let proposed else { return s.ideal }
        if let lo = s.min, let hi = s.max, lo <= hi { return Swift.min(Swift.max(proposed, lo), hi) }
        return nil
    }

    /// Step 2: the child's proposal.
    private func childLength(_ s: AxisSpec, _ proposed: Double?) -> Double? {
        guard let c = proposed ?? s.ideal else { return nil }
        return Swift.min(s.max ?? .infinity, Swift.max(s.min ?? -.infinity, c))
    }

    private func length(_ s: AxisSpec, childProposal c: Double?, childActual a: Double) -> Double {
        switch (s.min, s.max) {
        case let (lo?, hi?) where lo <= hi: return Swift.min(Swift.max(a, lo), hi)
        case let (lo?, _): return Swift.max(lo, Swift.min(c ?? .infinity, a))
        case let (nil, hi?): return Swift.min(hi, Swift.max(c ?? -.infinity, a))
        case (nil, nil): return a
        }
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        let h = axis(.horizontal), v = axis(.vertical)
        let fw = settled(h, p.width), fh = settled(v, p.height)
        if let fw, let fh { return Size(width: fw, height: fh) }
        let cp = ProposedSize(width: childLength(h, p.width), height: childLength(v, p.height))
        let a = try child.size(for: cp, ctx)
        return Size(width: fw ?? length(h, childProposal: cp.width, childActual: a.width),
                    height: fh ?? length(v, childProposal: cp.height, childActual: a.height))
    }

    private func placementProposal(_ size: Size, _ p: ProposedSize) -> ProposedSize {
        func f(_ s: AxisSpec, _ length: Double, _ proposed: Double?) -> Double? {
            if s.ideal != nil || proposed != nil { return length }
            if length >= (s.max ?? .infinity) || length <= (s.min ?? -.infinity) { return length }
            return nil
        }
        return ProposedSize(width: f(axis(.horizontal), size.width, p.width),
                            height: f(axis(.vertical), size.height, p.height))
    }

    func childFrame(_ size: Size, _ p: ProposedSize, _ ctx: LayoutContext) throws -> (Rect, ProposedSize) {
        let cp = placementProposal(size, p)
        let cs = try child.size(for: cp, ctx)
        let o = try child.alignedOrigin(spec.alignment, size: cs, proposal: cp, in: size, ctx)
        return (Rect(origin: o, size: cs), cp)
    }
}
