import Style

/// Flexible space along a stack's axis (SwiftUI's `Spacer`); nil `minLength` = the default (8).
public struct Spacer: LeafView {
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }

    public static let name = "Spacer"
    public static var fields: [ModelField<Self>] { [.init("minLength", .optionalNumber(\.minLength), required: false)] }
    public static var defaults: Self { Spacer() }
}

/// A thin line across a stack's cross axis (SwiftUI's `Divider`).
public struct Divider: LeafView {
    public init() {}

    public static let name = "Divider"
    public static var fields: [ModelField<Self>] { [] }
    public static var defaults: Self { Divider() }
}
