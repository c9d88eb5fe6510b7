/// A Swift `Dictionary` while a script runs: keys and values in insertion order, found by a
/// hashable form of the key.
///
/// Swift's dictionaries iterate in an unspecified order that changes from run to run; a clip
/// must come out the same every time, so scripts see insertion order (code that needs an order
/// sorts, as it must in Swift). The declared key and value types travel with the dictionary, so
/// `counts[.home]` and `counts[k] = .red` resolve their leading-dot members as in Swift.
struct DictionaryValue: Sendable {
    private(set) var keys: [Value] = []
    private(set) var values: [Value] = []
    private var index: [HashKey: Int] = [:]
    var keyHint: Hint
    var valueHint: Hint

    init(keyHint: Hint = .any, valueHint: Hint = .any) { self.keyHint = keyHint; self.valueHint = valueHint }

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    func value(for key: Value, _ offset: Int) throws -> Value? {
        try index[HashKey(key, offset)].map { values[$0] }
    }

    /// Sets the value for `key` (a new key goes last).
    mutating func set(_ key: Value, _ value: Value, _ offset: Int) throws {
        let h = try HashKey(key, offset)
        if let i = index[h] { values[i] = value; return }
        index[h] = keys.count
        keys.append(key)
        values.append(value)
    }

    /// Removes `key`; returns its value, if it had one.
    @discardableResult
    mutating func remove(_ key: Value, _ offset: Int) throws -> Value? {
        guard let i = index.removeValue(forKey: try HashKey(key, offset)) else { return nil }
        let old = values[i]
        keys.remove(at: i)
        values.remove(at: i)
        for (k, j) in index where j > i { index[k] = j - 1 }
        return old
    }

    /// The same hints, no entries.
    var emptied: DictionaryValue { DictionaryValue(keyHint: keyHint, valueHint: valueHint) }

    /// `(key:, value:)` tuples, as iterating a Swift dictionary gives them.
    var pairs: [Value] { zip(keys, values).map { .tuple(labels: ["key", "value"], values: [$0, $1]) } }
}

/// A dictionary key's hashable form: what Swift's `Hashable` conformances of the key types
/// compare (an integral Double and the same Int are one key, as a dictionary's keys have one type).
enum HashKey: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case enumCase(String, String, [HashKey])
    case tuple([HashKey])
    case record(String, [String: HashKey])

    init(_ v: Value, _ offset: Int) throws {
        switch v {
        case .int(let i): self = .int(i)
        case .double(let d): self = d.rounded() == d && abs(d) < 9e15 ? .int(Int(d)) : .double(d)
        case .string(let s): self = .string(s)
        case .bool(let b): self = .bool(b)
        case .enumCase(let t, let n, let payload): self = .enumCase(t, n, try payload.map { try HashKey($0, offset) })
        case .tuple(_, let vs): self = .tuple(try vs.map { try HashKey($0, offset) })
        case .record(let r): self = .record(r.type.name, try r.fields.mapValues { try HashKey($0, offset) })
        default:
            throw Failure("\(v.described) cannot be a dictionary key (it is not Hashable here)", at: offset,
                          supported: "String, Int, Double, Bool, enum cases, or structs of those")
        }
    }
}
