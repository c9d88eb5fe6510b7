/// Flexible space along a stack's axis (SwiftUI's `Spacer`); nil `minLength` = the default (8).
public struct Spacer: View {
    public typealias Body = Never
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public func _makeNode() -> ViewNode { .spacer(minLength: minLength) }
}

/// A thin line across a stack's cross axis (SwiftUI's `Divider`).
public struct Divider: View {
    public typealias Body = Never
    public init() {}
    public func _makeNode() -> ViewNode { .divider }
}
