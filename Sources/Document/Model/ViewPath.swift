/// A view's identity: its structural position, with explicit ids where the code gave them.
///
/// Two layouts of a scene (before and after a state change) match views by `ViewPath`: the same
/// path is the same view (its properties animate), a new path is an insertion (it transitions in),
/// a missing one a removal. Rules, after SwiftUI's structural identity:
/// - a child of a stack, grid or list is `#i` by position, or `id:x` when it has an explicit id
///   (`ForEach` ids);
/// - `.id(x)` adds `id:x` (changing x replaces the view);
/// - an `if`/`else` branch adds `if` or `else`;
/// - the view inside `background`, `overlay`, `mask` or a button label adds that word.
public struct ViewPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case index(Int)
        case id(ViewID)
        case explicit(ViewID)
        case branch(String)
    }
    public var components: [Component]
    public init(_ components: [Component] = []) { self.components = components }

    public static let root = ViewPath()

    public func appending(_ c: Component) -> ViewPath { ViewPath(components + [c]) }

    /// Whether `self` is `other` or lies inside it.
    public func hasPrefix(_ other: ViewPath) -> Bool {
        other.components.count <= components.count && Array(components.prefix(other.components.count)) == other.components
    }

    public var description: String {
        if components.isEmpty { return "/" }
        return components.map { c -> String in
            switch c {
            case .index(let i): return "#\(i)"
            case .id(let v): return "id:\(v)"
            case .explicit(let v): return "=\(v)"
            case .branch(let b): return b
            }
        }.joined(separator: "/")
    }

    /// A total order (for deterministic output): component by component, shorter first.
    public static func < (a: ViewPath, b: ViewPath) -> Bool { a.description < b.description }
}

extension ViewNode {
    /// Calls `visit` for this view and every descendant with its identity path, outer views
    /// first, in document order. Modifiers do not start new paths (except `.id`), so a modified
    /// view is visited once per modifier layer with the same path.
    public func walk(path: ViewPath = .root, _ visit: (ViewNode, ViewPath) throws -> Void) rethrows {
        try visit(self, path)
        switch self {
        case .empty, .shape, .color, .text, .image:
            return
        case .leaf(let l):
            // Containers whose layout builds their content (`GeometryReader`) show it to the walk.
            guard let c = l.base as? any ContainerLeafView else { return }
            for (component, v) in c.walkedContent { try v.walk(path: path.appending(component), visit) }
        case .stack(let s):
            try Self.walkChildren(s.children, path, visit)
        case .grid(let g):
            try Self.walkChildren(g.children, path, visit)
        case .list(let children):
            try Self.walkChildren(children, path, visit)
        case .scrollView(_, let content):
            // A path of its own: the scroll view's effects and its content's are animated separately.
            try content.walk(path: path.appending(.branch("content")), visit)
        case .button(let b):
            try b.label.walk(path: path.appending(.branch("label")), visit)
        case .conditional(let isTrue, let content):
            try content.walk(path: path.appending(.branch(isTrue ? "if" : "else")), visit)
        case .modified(let content, let m):
            switch m {
            case .id(let v):
                try content.walk(path: path.appending(.explicit(v)), visit)
                return
            case .background(let v, _): try v.walk(path: path.appending(.branch("background")), visit)
            case .overlay(let v, _): try v.walk(path: path.appending(.branch("overlay")), visit)
            case .mask(let v, _): try v.walk(path: path.appending(.branch("mask")), visit)
            default: break
            }
            try content.walk(path: path, visit)
        }
    }

    private static func walkChildren(_ children: [IdentifiedView], _ path: ViewPath,
                                     _ visit: (ViewNode, ViewPath) throws -> Void) rethrows {
        for (i, c) in children.enumerated() {
            try c.view.walk(path: path.appending(c.id.map { .id($0) } ?? .index(i)), visit)
        }
    }
}
