import Document
import Geometry

/// One view of a resolved layout: its identity, frame, what it draws, its children and its
/// modifiers as data.
///
/// Frames are in canvas coordinates (points, origin top-left), rounded to the pixel grid
/// (see `PixelRounding.swift`). A value type so two layouts can be compared and interpolated.
public struct LayoutNode: Hashable, Sendable {
    /// What kind of view this is.
    public enum Kind: Hashable, Sendable {
        case empty
        case shape(ShapeKind)
        case color
        case text(String)
        case image(String)
        case symbol(String)
        /// A `LeafView`, by its SwiftUI name.
        case leaf(String)
        case hStack, vStack, zStack
        case grid, lazyVGrid, lazyHGrid
        case scrollView
        case button(String)
    }

    /// The view's identity.
    public var path: ViewPath
    public var kind: Kind
    /// The view's own frame (inside any padding or frame modifiers, which are in `modifiers`).
    public var frame: Rect
    /// What the view draws itself (before its children), if anything.
    public var content: LayoutContent?
    /// Child views (stack, grid and scroll content, a button's label) in drawing order.
    public var children: [LayoutNode]
    /// Modifiers from the inside out.
    public var modifiers: [LayoutModifier]

    public init(path: ViewPath, kind: Kind, frame: Rect, content: LayoutContent? = nil,
                children: [LayoutNode] = [], modifiers: [LayoutModifier] = []) {
        self.path = path; self.kind = kind; self.frame = frame; self.content = content
        self.children = children; self.modifiers = modifiers
    }

    /// The frame the view occupies in its parent: the outermost layout modifier's frame, or
    /// `frame` when it has none.
    public var outerFrame: Rect {
        for m in modifiers.reversed() { if case .layout(_, let r) = m { return r } }
        return frame
    }

    /// The `zIndex` the view has among its siblings (the last one written wins; default 0).
    public var zIndex: Double {
        for m in modifiers.reversed() { if case .zIndex(let z) = m { return z } }
        return 0
    }

    /// This node and every node below it (children and modifier views), depth first.
    public var allNodes: [LayoutNode] {
        var out: [LayoutNode] = []
        visit { out.append($0) }
        return out
    }

    /// Calls `body` for this node and every node below it, depth first, modifier views
    /// (backgrounds, overlays, masks) after the view's children.
    public func visit(_ body: (LayoutNode) throws -> Void) rethrows {
        try body(self)
        for c in children { try c.visit(body) }
        for m in modifiers {
            switch m {
            case .background(let n), .overlay(let n), .mask(let n): try n.visit(body)
            default: break
            }
        }
    }

    /// The node with this path, if any.
    public func node(at path: ViewPath) -> LayoutNode? {
        var found: LayoutNode?
        visit { if found == nil && $0.path == path { found = $0 } }
        return found
    }
}
