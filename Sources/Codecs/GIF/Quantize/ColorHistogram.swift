/// The distinct colours of a set of pixels with their counts: an open-addressing hash table (linear probing,
/// Fibonacci hashing) over canonical opaque colours, plus dense per-colour arrays that later stages fill in
/// (Oklab coordinates, nearest palette entry).
///
/// Keys are packed RGBA with alpha 255, so 0 (transparent) marks an empty slot. Storage is kept between frames
/// and only grows, so steady-state encoding allocates nothing.
struct ColorHistogram {
    private var keys: [UInt32] = []
    private var slots: [Int32] = []
    private var shift: UInt32 = 32
    /// Distinct colours in insertion order.
    private(set) var colors: [UInt32] = []
    /// Pixel count of each colour.
    private(set) var counts: [UInt32] = []

    var count: Int { colors.count }

    /// Empties the table, sized for up to `expected` distinct colours.
    mutating func reset(expected: Int) {
        var bits = 10
        while (1 << bits) < 2 * max(expected, 1) { bits += 1 }
        if keys.count != 1 << bits {
            keys = [UInt32](repeating: 0, count: 1 << bits)
            slots = [Int32](repeating: 0, count: 1 << bits)
        } else {
            keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        shift = UInt32(32 - bits)
        colors.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
    }

    /// Adds `n` pixels of colour `c` (alpha must be 255) and returns its dense index.
    @inline(__always)
    @discardableResult
    mutating func add(_ c: UInt32, count n: UInt32 = 1) -> Int {
        let mask = keys.count - 1
        var h = Int(truncatingIfNeeded: (c &* 0x9E37_79B1) >> shift)
        while true {
            let k = keys[h]
            if k == c {
                let s = Int(slots[h])
                counts[s] &+= n
                return s
            }
            if k == 0 {
                keys[h] = c
                slots[h] = Int32(colors.count)
                colors.append(c)
                counts.append(n)
                return colors.count - 1
            }
            h = (h + 1) & mask
        }
    }

    /// The dense index of colour `c`, or nil if absent.
    @inline(__always)
    func index(of c: UInt32) -> Int? {
        let mask = keys.count - 1
        var h = Int(truncatingIfNeeded: (c &* 0x9E37_79B1) >> shift)
        while true {
            let k = keys[h]
            if k == c { return Int(slots[h]) }
            if k == 0 { return nil }
            h = (h + 1) & mask
        }
    }

    /// Runs `body` with raw views of the table for hot loops (no bounds or uniqueness checks per access).
    func withLookup<R>(_ body: (ColorLookup) throws -> R) rethrows -> R {
        try keys.withUnsafeBufferPointer { k in
            try slots.withUnsafeBufferPointer { s in
                try body(ColorLookup(keys: k, slots: s, shift: shift))
            }
        }
    }
}

/// A read-only view of a `ColorHistogram`'s hash table.
struct ColorLookup {
    let keys: UnsafeBufferPointer<UInt32>
    let slots: UnsafeBufferPointer<Int32>
    let shift: UInt32

    /// The dense index of a colour known to be present.
    @inline(__always)
    func slot(of c: UInt32) -> Int {
        let mask = keys.count - 1
        var h = Int(truncatingIfNeeded: (c &* 0x9E37_79B1) >> shift)
        while keys[h] != c { h = (h + 1) & mask }
        return Int(slots[h])
    }
}
