/// SwiftUI's `Binding`: a value read and written somewhere else (`$x` of a `@State`,
/// `.constant(v)`, `Binding(get:set:)`); `$model.title` binds to a property.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: @unchecked Sendable {
    let get: () -> Value
    let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    /// A binding to the same value (`Binding(other)`).
    public init(_ other: Binding<Value>) { self = other }
    /// `init(projectedValue:)` lets `@Binding var x` be initialized with `$y`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    /// `$model.title`: a binding to a property of the value.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        Binding<T>(get: { self.wrappedValue[keyPath: keyPath] },
                   set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
    }
}
