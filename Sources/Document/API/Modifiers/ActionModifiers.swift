/// `onAppear { … }`, `onDisappear { … }` and `onTapGesture { … }` with Swift closures: the
/// closure is the action the timeline runs (when the view appears or goes, or when a `Tap`
/// names the gesture — by the first text or symbol name in the view, as a button's label).
public struct ActionView<Content: View>: View {
    public typealias Body = Never
    enum Kind { case appear, disappear, tap }
    let content: Content
    let kind: Kind
    let action: SwiftAction

    public func _makeNode() -> ViewNode {
        let node = content.makeNode()
        switch kind {
        case .appear: return .modified(node, .onAppear(action.script(named: "onAppear")))
        case .disappear: return .modified(node, .onDisappear(action.script(named: "onDisappear")))
        case .tap:
            let name = Button<EmptyView>.name(in: node) ?? "tap"
            return .modified(node, .onTapGesture(name: name, action.script(named: "onTapGesture(\"\(name)\")")))
        }
    }
}

extension View {
    /// SwiftUI's `onAppear(perform:)`.
    public func onAppear(perform action: @escaping () -> Void) -> ActionView<Self> {
        ActionView(content: self, kind: .appear, action: SwiftAction(action))
    }
    /// SwiftUI's `onDisappear(perform:)`.
    public func onDisappear(perform action: @escaping () -> Void) -> ActionView<Self> {
        ActionView(content: self, kind: .disappear, action: SwiftAction(action))
    }
    /// SwiftUI's `onTapGesture(count:perform:)` (a clip taps once, whatever the count).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ActionView<Self> {
        ActionView(content: self, kind: .tap, action: SwiftAction(action))
    }
}
