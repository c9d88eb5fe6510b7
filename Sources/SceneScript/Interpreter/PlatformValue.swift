import Document

/// Foundation and UIKit values that SwiftUI view files use (`Value.platform`): identifiers,
/// dates, floating-point ranges, the screen, UIKit colours and haptic generators.
enum PlatformValue: Sendable {
    /// `UUID()`: 128 bits, drawn like the random numbers (see `Interpreter+Random.swift`).
    case uuid(ScriptUUID)
    /// `Date()`: seconds since Foundation's reference date, 2001-01-01 00:00:00 UTC.
    case date(Double)
    /// `0.0...1.0`, `0..<360.0`: a `ClosedRange<Double>` or `Range<Double>`.
    case floatRange(Double, Double, closed: Bool)
    /// `UIScreen.main`: its bounds are the scene's canvas.
    case screen
    /// A `UIColor` (SwiftUI shows it through `Color(uiColor:)`).
    case uiColor(Color)
    /// `UIImpactFeedbackGenerator(…)` and the other haptic generators (by type name): they do
    /// nothing in a clip.
    case feedbackGenerator(String)
    /// `CGAffineTransform`.
    case affineTransform(AffineTransform)
    /// `CATransform3D` (Core Animation's 4×4 matrix, row-vector convention).
    case transform3D(Transform3D)
    /// `ProjectionTransform`: what a `GeometryEffect` returns.
    case projectionTransform(ProjectiveTransform)
    /// `Timer.publish(every:on:in:)`, and `.autoconnect()` on it (`connected`).
    case timer(interval: Double, connected: Bool)
    /// A `TimelineView` schedule (`.animation`, `.periodic(from:by:)`, `.everyMinute`).
    case timelineSchedule(TimelineScheduleValue)
    /// The `context` a `TimelineView`'s content gets: its date.
    case timelineContext(date: Double)
    /// `KeyframeTimeline(initialValue:) { … }`.
    case keyframeTimeline(ResolvedKeyframes)
    /// A `Canvas` renderer's `GraphicsContext` (see `Library/Canvas.swift`).
    case graphicsContext(GraphicsContext)
    /// `GraphicsContext.Shading` (`.color(.red)`, `.linearGradient(…)`).
    case shading(GraphicsContext.Shading)
    /// `GraphicsContext.Filter` (`.blur(radius:)`, …): the visual effect it applies.
    case canvasFilter(Effect)
    /// `GraphicsContext.BlendMode`.
    case blendMode(GraphicsContext.BlendMode)
    /// `FillStyle(eoFill:antialiased:)`.
    case fillStyle(eoFill: Bool)
    /// `context.resolve(Text(…))` / `resolve(Image(…))`: the view, measured in the canvas's
    /// environment.
    case resolved(ViewNode, isText: Bool, CanvasResolverBox)
    /// The `proxy` of `GeometryReader { proxy in … }` and `visualEffect { content, proxy in … }`.
    case geometryProxy(GeometryProxy)
    /// A custom layout's `ProposedViewSize`, and one of its subviews during a layout call.
    case proposedSize(ProposedViewSize)
    case layoutSubview(LayoutSubviewsBox, Int)
    /// `HStackLayout()`, `VStackLayout()`, `ZStackLayout()`, `AnyLayout(…)` of one.
    case stackLayout(StackLayoutValue)
    /// `Timer.scheduledTimer(…)`: the timer, named by the state slot that marks it invalidated.
    case scheduledTimer(SlotKey)
    /// The `configuration` a custom `ButtonStyle`'s or `PrimitiveButtonStyle`'s `makeBody` gets.
    case buttonConfiguration(label: ViewNode, isPressed: Bool)
    /// `AttributedString("…")` (and a slice of one): the styled runs `Text(_:)` shows.
    case attributedString(TextView)
    /// What `range(of:)` returns for an `AttributedString`: character offsets.
    case attributedRange(Int, Int)
    /// `URL(string:)`.
    case url(String)
    /// `Text.LineStyle` (`.single`): an attributed string's underline or strikethrough.
    case textLineStyle(TextLine)
    /// `TapGesture()`, `DragGesture()`, … with their actions (see `Library/Gestures.swift`).
    case gesture(GestureValue)

    var typeName: String {
        switch self {
        case .affineTransform: return "CGAffineTransform"
        case .transform3D: return "CATransform3D"
        case .projectionTransform: return "ProjectionTransform"
        case .uuid: return "UUID"
        case .date: return "Date"
        case .floatRange(_, _, let closed): return closed ? "ClosedRange<Double>" : "Range<Double>"
        case .screen: return "UIScreen"
        case .uiColor: return "UIColor"
        case .feedbackGenerator(let t): return t
        case .timer: return "Publishers.Autoconnect<Timer.TimerPublisher>"
        case .timelineSchedule: return "TimelineSchedule"
        case .timelineContext: return "TimelineViewDefaultContext"
        case .keyframeTimeline: return "KeyframeTimeline"
        case .graphicsContext: return "GraphicsContext"
        case .shading: return "GraphicsContext.Shading"
        case .canvasFilter: return "GraphicsContext.Filter"
        case .blendMode: return "GraphicsContext.BlendMode"
        case .fillStyle: return "FillStyle"
        case .resolved(_, let isText, _): return isText ? "GraphicsContext.ResolvedText" : "GraphicsContext.ResolvedImage"
        case .geometryProxy: return "GeometryProxy"
        case .proposedSize: return "ProposedViewSize"
        case .layoutSubview: return "LayoutSubview"
        case .stackLayout: return "AnyLayout"
        case .scheduledTimer: return "Timer"
        case .buttonConfiguration: return "ButtonStyleConfiguration"
        case .attributedString: return "AttributedString"
        case .attributedRange: return "Range<AttributedString.Index>"
        case .url: return "URL"
        case .textLineStyle: return "Text.LineStyle"
        case .gesture(let g): return g.typeName
        }
    }

    /// The key of `Library.methods` and `Library.properties` for the value.
    var kindKey: String {
        switch self {
        case .uuid: return "uuid"
        case .date: return "date"
        case .floatRange: return "floatRange"
        case .screen: return "screen"
        case .uiColor: return "uiColor"
        case .feedbackGenerator: return "feedbackGenerator"
        case .affineTransform: return "affineTransform"
        case .transform3D: return "transform3D"
        case .projectionTransform: return "projectionTransform"
        case .timer: return "timer"
        case .timelineSchedule: return "timelineSchedule"
        case .timelineContext: return "timelineContext"
        case .keyframeTimeline: return "keyframeTimeline"
        case .graphicsContext: return "graphicsContext"
        case .shading: return "shading"
        case .canvasFilter: return "canvasFilter"
        case .blendMode: return "blendMode"
        case .fillStyle: return "fillStyle"
        case .resolved: return "resolvedView"
        case .geometryProxy: return "geometryProxy"
        case .proposedSize: return "proposedSize"
        case .layoutSubview: return "layoutSubview"
        case .stackLayout: return "stackLayout"
        case .scheduledTimer: return "scheduledTimer"
        case .buttonConfiguration: return "buttonConfiguration"
        case .attributedString: return "attributedString"
        case .attributedRange: return "attributedRange"
        case .url: return "url"
        case .textLineStyle: return "textLineStyle"
        case .gesture: return "gesture"
        }
    }
}

/// A UUID's 128 bits (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`).
struct ScriptUUID: Hashable, Sendable {
    let high: UInt64
    let low: UInt64

    /// A random (version 4, RFC 4122 variant) UUID from two random words, as `UUID()` makes one.
    init(random a: UInt64, _ b: UInt64) {
        high = (a & ~0xF000) | 0x4000                          // version 4 in bits 48…51 of the first word
        low = (b & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000   // variant 10xx
    }

    init(high: UInt64, low: UInt64) { self.high = high; self.low = low }

    /// `UUID(uuidString:)`: five groups of 8-4-4-4-12 hexadecimal digits; nil otherwise.
    init?(string: String) {
        let groups = string.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return nil }
        let hex = groups.joined()
        guard hex.allSatisfy(\.isHexDigit), let h = UInt64(hex.prefix(16), radix: 16),
              let l = UInt64(hex.suffix(16), radix: 16) else { return nil }
        high = h; low = l
    }

    /// `uuidString`: upper-case, as Foundation writes it.
    var uuidString: String {
        func hex(_ v: UInt64, _ digits: Int) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return String(repeating: "0", count: digits - s.count) + s
        }
        return [hex(high >> 32, 8), hex(high >> 16 & 0xFFFF, 4), hex(high & 0xFFFF, 4),
                hex(low >> 48, 4), hex(low & 0xFFFF_FFFF_FFFF, 12)].joined(separator: "-")
    }
}

/// What the interpreter knows about where the scene is shown: the canvas (`UIScreen.main.bounds`),
/// its pixel scale (`UIScreen.main.scale`) and the seed of its random numbers.
struct SceneContext: Sendable {
    var canvas: Size
    var scale: Double
    var seed: UInt64

    /// The defaults of a scene that says nothing (as `ScriptFile.scene` renders it).
    static let standard = SceneContext(canvas: SceneSettings.defaultSize, scale: SceneSettings.defaultScale, seed: 0)

    /// The context a scene's settings give (nil settings take the defaults).
    init(_ settings: SceneSettings) {
        self.init(canvas: settings.size ?? SceneSettings.defaultSize, scale: settings.scale ?? SceneSettings.defaultScale,
                  seed: settings.seed ?? 0)
    }

    init(canvas: Size, scale: Double, seed: UInt64) { self.canvas = canvas; self.scale = scale; self.seed = seed }
}

extension PlatformValue {
    /// How string interpolation shows the value, as Swift's description does; nil where the
    /// description would be unusable (a UIColor's, a generator's).
    var describedValue: String? {
        switch self {
        case .uuid(let u): return u.uuidString
        case .date(let d): return CivilTime.description(secondsSinceReferenceDate: d)
        case .floatRange(let lo, let hi, let closed): return lo.description + (closed ? "..." : "..<") + hi.description
        case .url(let s): return s
        case .attributedString, .attributedRange, .textLineStyle: return nil
        case .screen, .uiColor, .feedbackGenerator, .affineTransform, .transform3D, .projectionTransform, .timer, .timelineSchedule, .timelineContext, .keyframeTimeline,
             .graphicsContext, .shading, .canvasFilter, .blendMode, .fillStyle, .resolved, .geometryProxy, .proposedSize, .layoutSubview, .stackLayout, .scheduledTimer,
             .buttonConfiguration, .gesture: return nil
        }
    }
}

extension PlatformValue {
    /// `==` between two platform values: nil when the types differ or cannot be compared.
    func equals(_ other: PlatformValue) -> Bool? {
        switch (self, other) {
        case (.uuid(let a), .uuid(let b)): return a == b
        case (.date(let a), .date(let b)): return a == b
        case (.floatRange(let a, let b, let c), .floatRange(let x, let y, let z)) where c == z: return a == x && b == y
        case (.uiColor(let a), .uiColor(let b)): return a == b
        case (.blendMode(let a), .blendMode(let b)): return a == b
        case (.attributedString(let a), .attributedString(let b)): return a == b
        case (.attributedRange(let a, let b), .attributedRange(let x, let y)): return a == x && b == y
        case (.url(let a), .url(let b)): return a == b
        case (.textLineStyle(let a), .textLineStyle(let b)): return a == b
        default: return nil
        }
    }
}

extension Interpreter {
    /// `0.0...1.0`, `0..<360.0`, or `0...1` where a `ClosedRange<Double>` is expected; nil for
    /// ranges of Int.
    func floatRange(_ op: String, _ l: Value, _ r: Value, _ hint: Hint, _ offset: Int) throws -> Value? {
        let wantsFloat = hint.unwrapped == .floatRange
        guard wantsFloat || { if case .double = l { true } else if case .double = r { true } else { false } }() else { return nil }
        guard let lo = l.doubleValue, let hi = r.doubleValue else {
            throw Failure("ranges must be between numbers, found \(l.described) and \(r.described)", at: offset)
        }
        guard !lo.isNaN && !hi.isNaN, lo <= hi else {
            throw Failure("range requires lowerBound <= upperBound (\(lo.description) > \(hi.description))", at: offset,
                          supported: "the smaller bound first, e.g. -10...10")
        }
        return .platform(.floatRange(lo, hi, closed: op == "..."))
    }
}
