extension StateValue {
    /// The scene value for a Swift value used as an id (`ForEach(…, id:)`, `Identifiable.id`,
    /// `.id(_:)`) or watched for changes (`animation(_:value:)`, `matchedGeometryEffect(id:)`).
    ///
    /// Integers that fit in `Int` become `.int`, strings and characters `.string`, floating-point
    /// numbers `.double`, booleans `.bool`. Any other `Hashable` value (an enum, a UUID, a struct)
    /// becomes `.string(String(reflecting: value))`, which includes the type name, so values of
    /// different types stay distinct and equal values always map to the same value.
    public init<V: Hashable>(_ value: V) {
        switch value {
        case let v as StateValue: self = v
        case let v as Int: self = .int(v)
        case let v as any BinaryInteger:
            if let i = Int(exactly: v) { self = .int(i) } else { self = .string(String(reflecting: value)) }
        case let v as String: self = .string(v)
        case let v as Substring: self = .string(String(v))
        case let v as Character: self = .string(String(v))
        case let v as Double: self = .double(v)
        case let v as Float: self = .double(Double(v))
        case let v as Bool: self = .bool(v)
        default: self = .string(String(reflecting: value))
        }
    }
}
