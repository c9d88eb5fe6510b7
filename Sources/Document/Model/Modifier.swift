import Geometry
import Style

/// One view modifier, as written (`.padding()`, `.frame(width: 100)`, …). Applied inside-out:
/// `ViewNode.modified(content, m)` is `content.m`.
public enum Modifier: Hashable, Sendable {
    // MARK: Layout
    /// `frame(width:height:alignment:)`; nil keeps the child's size on that axis.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `padding(_:)`: insets added around the child.
    case padding(EdgeInsets)
    /// `position(x:y:)`: centres the view at a point of its parent's space and takes all offered space.
    case position(x: Double, y: Double)
    /// `fixedSize(horizontal:vertical:)`: proposes nil (ideal size) on those axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `aspectRatio(_:contentMode:)`; nil ratio = the child's own ideal ratio.
    case aspectRatio(Double?, ContentMode)
    /// `zIndex(_:)`.
    case zIndex(Double)
    /// `id(_:)`: a new identity (changing it removes and inserts the view).
    case id(ViewID)
    /// `coordinateSpace(name:)` / `coordinateSpace(.named(_:))`: names this view's frame for
    /// `GeometryProxy.frame(in: .named(_:))` below it.
    case coordinateSpace(String)

    // MARK: Decoration
    /// `background(_:alignment:)` with a view, laid out in the child's frame.
    case background(ViewNode, alignment: Alignment)
    /// `background(_:in:)`: a shape filled with a style behind the child.
    case backgroundShape(Fill, ShapeKind)
    /// `overlay(_:alignment:)`.
    case overlay(ViewNode, alignment: Alignment)

    // MARK: Environment (inherited by descendants)
    case foregroundStyle(Fill)
    case font(Font)
    case fontWeight(Font.Weight)
    /// `fontWidth(_:)`: overrides the width of the fonts below.
    case fontWidth(Font.Width)
    case multilineTextAlignment(TextAlignment)
    case lineLimit(Int?)
    case truncationMode(TruncationMode)
    /// `environment(\.colorScheme, _:)`, and `preferredColorScheme(_:)` at the root: the scheme
    /// semantic colours resolve in below (the default text and symbol colour becomes `label` of
    /// that scheme, a button's default label colour its `systemBlue`).
    case colorScheme(ColorScheme)
    /// `environment(\.layoutDirection, _:)`: the direction text below runs in when its characters do not
    /// say (paragraphs without a strong character), and which edge leading/trailing text alignment means.
    case layoutDirection(LayoutDirection)
    /// `textCase(_:)`: text below shown upper- or lowercased (nil: as written).
    case textCase(TextCase?)
    /// `lineSpacing(_:)`: points added between the lines of text below.
    case lineSpacing(Double)
    /// `minimumScaleFactor(_:)`: text below may shrink down to this fraction of its font size to fit.
    case minimumScaleFactor(Double)
    /// `allowsTightening(_:)`: text below may draw its characters closer together before it truncates.
    case allowsTightening(Bool)
    /// `buttonStyle(_:)`: the look of the buttons below.
    case buttonStyle(ButtonStyleKind)
    /// `tint(_:)`: the colour of controls below (button labels and bordered plates); nil: the accent colour.
    case tint(Color?)
    /// `disabled(_:)`: with `true`, the controls below are dimmed and taps on them do nothing
    /// (a `false` below a `true` does not enable them again, as in SwiftUI).
    case disabled(Bool)
    /// `controlSize(_:)`: the size of bordered buttons below.
    case controlSize(ControlSize)
    /// `imageScale(_:)`: the scale of symbols below, relative to their font.
    case imageScale(Image.Scale)

    // MARK: Shape painting (only on shapes)
    /// `fill(_:)`.
    case fill(Fill)
    /// `stroke(_:style:)` / `strokeBorder(_:style:)`.
    case stroke(StrokeSpec)

    // MARK: Rendering effects
    /// A visual effect (`offset`, `opacity`, `scaleEffect`, `rotationEffect`, `rotation3DEffect`,
    /// `clipShape`, `clipped`, `cornerRadius`, `shadow`, `blur`, `grayscale`…): each is defined
    /// once, as a `VisualEffect` in Style.
    case effect(Effect)
    /// `mask { … }`: the content is shown through the mask view's alpha.
    case mask(ViewNode, alignment: Alignment)
    /// A custom `ViewModifier` (`.modifier(FlipModifier(progress: 1))`).
    case custom(CustomModifier)

    // MARK: Motion
    /// `transition(_:)`: how the view enters and leaves.
    case transition(Transition)
    /// `animation(_:value:)`: changes in this subtree animate with `animation` when `value` changed;
    /// with no value (the deprecated `animation(_:)`), every change in the subtree does.
    case animation(Animation?, value: StateValue?)
    /// `transaction { … }` / `transaction(value:_:)`: rewrites the transaction of the subtree.
    case transaction(TransactionModifier)
    /// `contentTransition(_:)`: how text and symbol content changes animate in this subtree.
    case contentTransition(ContentTransition)
    /// `symbolEffect(_:options:value:)` / `symbolEffect(_:options:isActive:)` on the symbols inside.
    case symbolEffect(SymbolEffect)
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    case matchedGeometry(MatchedGeometry)
    /// `onAppear { … }` / `.task { … }`: runs when the view appears.
    case onAppear(Script)
    /// `onDisappear { … }`.
    case onDisappear(Script)
    /// `onTapGesture { … }`, fired by a `Tap` naming it.
    case onTapGesture(name: String, Script)
    /// A clock the view runs on the timeline (`phaseAnimator`, `keyframeAnimator`,
    /// `TimelineView`, `onReceive` of a `Timer`): see `ViewClock`.
    case clock(ViewClock)
}

/// `matchedGeometryEffect`'s arguments (§7).
public struct MatchedGeometry: Hashable, Sendable {
    public enum Properties: String, Hashable, Sendable { case frame, position, size }
    public var id: StateValue
    public var namespace: String
    public var properties: Properties
    public var anchor: UnitPoint
    public var isSource: Bool
    public init(id: StateValue, namespace: String, properties: Properties = .frame, anchor: UnitPoint = .center,
                isSource: Bool = true) {
        self.id = id; self.namespace = namespace; self.properties = properties; self.anchor = anchor; self.isSource = isSource
    }
}

/// The flexible `frame` modifier's constraints.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

extension Modifier {
    /// `.effect(Effect(e))`.
    public static func effect<E: VisualEffect>(_ e: E) -> Modifier { .effect(Effect(e)) }
}
