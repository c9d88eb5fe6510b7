import Geometry
import Style

/// The typed scene model: a view hierarchy as plain data.
///
/// The Swift API (`View`, result builders, modifiers) and the scene-script interpreter both
/// produce this one model; layout, motion and rendering consume it. Values are exactly what the
/// SwiftUI code said (nothing resolved yet): environment values such as fonts and foreground
/// styles are modifiers here and are resolved by layout.
public indirect enum ViewNode: Hashable, Sendable {
    /// Renders nothing and takes no space (SwiftUI's `EmptyView`, a false `if` branch).
    case empty
    /// A built-in shape filling its frame (`Rectangle()`, `Circle()`, …), with how it is painted.
    case shape(ShapeView)
    /// A colour as a view: fills the proposed space (`Color.red`).
    case color(Fill)
    /// `Text("…")`.
    case text(TextView)
    /// `Image(…)`.
    case image(ImageView)
    /// A built-in view without children (`Spacer(minLength:)`, `Divider()`), declared as a `LeafView`.
    case leaf(Leaf)
    /// `HStack`, `VStack`, `ZStack` with their children in order.
    case stack(StackView)
    /// `Grid`, `LazyVGrid`, `LazyHGrid`.
    case grid(GridView)
    /// `ScrollView` (static: content is unbounded along its axes and clipped).
    case scrollView(axes: Axes, content: ViewNode)
    /// `Button` drawn in its static look; `action` names the tap target for the timeline.
    case button(ButtonView)
    /// A sequence of sibling views that a stack lays out one by one (`Group`, `ForEach`, a
    /// builder block). Each child keeps the identity given here.
    case list([IdentifiedView])
    /// A view with one modifier applied; chains nest from the inside out.
    case modified(ViewNode, Modifier)
    /// One branch of an `if`/`else` in a view builder. The branch is part of the identity, so
    /// switching branches removes one view and inserts the other (SwiftUI's `_ConditionalContent`).
    case conditional(isTrue: Bool, ViewNode)
}

/// A child with its explicit identity (`ForEach` ids, `.id(_:)`), or structural identity (nil).
public struct IdentifiedView: Hashable, Sendable {
    public var id: ViewID?
    public var view: ViewNode
    public init(id: ViewID? = nil, _ view: ViewNode) { self.id = id; self.view = view }
}

/// An explicit identity value (`ForEach(items, id: \.self)`, `.id(x)`): a scene value, as
/// SwiftUI's ids are any `Hashable` (`StateValue.init(_:)` maps a Swift value to one).
public typealias ViewID = StateValue

/// Which axes a view scrolls or fixes.
public struct Axes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Axes(rawValue: 1)
    public static let vertical = Axes(rawValue: 2)
    public static let all: Axes = [.horizontal, .vertical]
}
