import Geometry
import Synchronization

/// A coordinate space `GeometryProxy.frame(in:)` measures in: the reader's own (`.local`), the
/// canvas's (`.global`, the window's in SwiftUI) or an ancestor's named with
/// `.coordinateSpace(name:)` / `.coordinateSpace(.named(_:))`.
public enum CoordinateSpace: Hashable, Sendable {
    case local, global
    case named(String)
}

/// SwiftUI's `GeometryProxy`: what a `GeometryReader`'s content (or a `visualEffect`'s closure)
/// knows of the space it is in.
public struct GeometryProxy: Hashable, Sendable {
    /// The reader's size: the size it was proposed (nil axes 10 pt).
    public var size: Size
    /// The reader's frame in canvas coordinates.
    public var globalFrame: Rect
    /// The frames (canvas coordinates) of the ancestors that named a coordinate space, by name.
    public var namedSpaces: [String: Rect]
    /// The safe-area insets the reader's frame lies in: none on a canvas without a device.
    public var safeAreaInsets: EdgeInsets

    public init(globalFrame: Rect, namedSpaces: [String: Rect] = [:], safeAreaInsets: EdgeInsets = EdgeInsets()) {
        size = globalFrame.size; self.globalFrame = globalFrame; self.namedSpaces = namedSpaces
        self.safeAreaInsets = safeAreaInsets
    }

    /// `frame(in:)`: the reader's frame in a space. A name no ancestor gave is the global space,
    /// as SwiftUI falls back to it [inferred: SwiftUI documents no other answer].
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .local: return Rect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let base = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -base.minX, dy: -base.minY)
        }
    }
}

/// A leaf view whose content the document walk (timeline, taps, `onAppear`) sees although layout
/// builds it later: its children as the walk visits them, below the leaf's path.
public protocol ContainerLeafView: LeafView {
    /// The content with the path component each part has below the leaf.
    var walkedContent: [(ViewPath.Component, ViewNode)] { get }
}

/// SwiftUI's `GeometryReader { proxy in … }`: takes all the space it is proposed (10 pt on an
/// unspecified axis) and builds its content when it is laid out, from a `GeometryProxy` of its
/// frame; the content is proposed the reader's size and placed at its top-leading corner (iOS 14+).
public struct GeometryReader: ContainerLeafView {
    public typealias Content = @Sendable (GeometryProxy) throws -> ViewNode
    /// Builds the content for a proxy.
    public var content: Content
    /// The content built for a proxy of the whole canvas: what the document walk sees (buttons,
    /// `onAppear`, transitions inside), as their structure rarely depends on the size [inferred].
    public var nominalContent: ViewNode
    /// What tells two readers apart (their content is code): each reader made is its own.
    public var id: String

    public init(nominalContent: ViewNode = .empty, id: String? = nil, content: @escaping Content) {
        self.content = content; self.nominalContent = nominalContent
        self.id = id ?? "geometry reader \(GeometryReader.serial.add(1, ordering: .relaxed).newValue)"
    }

    private static let serial = Atomic<Int>(0)

    /// The content's path component below the reader.
    public static let contentBranch = ViewPath.Component.branch("content")
    public var walkedContent: [(ViewPath.Component, ViewNode)] { [(Self.contentBranch, nominalContent)] }

    public static let name = "GeometryReader"
    public static var fields: [ModelField<Self>] { [] }
    public static var defaults: Self { GeometryReader(id: "empty") { _ in .empty } }

    public static func == (a: GeometryReader, b: GeometryReader) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
