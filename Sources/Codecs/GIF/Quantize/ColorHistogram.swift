/// The distinct colours of a set of pixels with their counts: an open-addressing hash table (linear probing,
/// Fibonacci hashing) over canonical opaque colours, with the colours and counts stored densely in insertion
/// order.
///
/// Keys are packed RGBA with alpha 255, so 0 (transparent) marks an empty slot. Storage is kept between frames
/// and only grows, so steady-state encoding allocates nothing; `withInserter` gives hot loops raw access.
struct ColorHistogram {
    private var keys: [UInt32] = []
    private var slots: [Int32] = []
    private var shift: UInt32 = 32
    private var denseColors: [UInt32] = []
    private var denseCounts: [UInt32] = []
    /// Number of distinct colours.
    private(set) var count = 0

    /// Distinct colours in insertion order.
    var colors: [UInt32] { Array(denseColors[0..<count]) }
    /// Pixel count of each colour.
    var counts: [UInt32] { Array(denseCounts[0..<count]) }

    /// Empties the table, sized for up to `expected` distinct colours.
    mutating func reset(expected: Int) {
        var bits = 10
        while (1 << bits) < 2 * max(expected, 1) { bits += 1 }
        // A table up to 4× larger than needed is kept (cleared, not reallocated): dense indices do not depend
        // on its size, and fresh pages cost more than clearing.
        if keys.count < 1 << bits || keys.count > 4 << bits {
            keys = [UInt32](repeating: 0, count: 1 << bits)
            slots = [Int32](repeating: 0, count: 1 << bits)
        } else {
            bits = keys.count.trailingZeroBitCount
            keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        shift = UInt32(32 - bits)
        let capacity = max(expected, 1)
        if denseColors.count < capacity {
            denseColors = [UInt32](repeating: 0, count: capacity)
            denseCounts = [UInt32](repeating: 0, count: capacity)
        }
        count = 0
    }

    /// Adds `n` pixels of colour `c` (alpha must be 255) and returns its dense index; grows as needed.
    @discardableResult
    mutating func add(_ c: UInt32, count n: UInt32 = 1) -> Int {
        if count == denseColors.count || 2 * (count + 1) > keys.count { grow() }
        return withInserter { $0.add(c, count: n) }
    }

    /// Doubles the capacity, re-inserting the colours in their order (so dense indices are kept).
    private mutating func grow() {
        let colors = self.colors, counts = self.counts
        reset(expected: max(2 * count, 1024))
        withInserter { inserter in
            for (c, n) in zip(colors, counts) { inserter.add(c, count: n) }
        }
    }

    /// Runs `body` with raw access for adding many colours; the caller guarantees that no more distinct
    /// colours arrive than `reset(expected:)` was given.
    mutating func withInserter<R>(_ body: (inout HistogramInserter) throws -> R) rethrows -> R {
        let shift = self.shift
        var used = count
        defer { count = used }
        return try keys.withUnsafeMutableBufferPointer { k in
            try slots.withUnsafeMutableBufferPointer { s in
                try denseColors.withUnsafeMutableBufferPointer { c in
                    try denseCounts.withUnsafeMutableBufferPointer { n in
                        var inserter = HistogramInserter(keys: k.baseAddress!, slots: s.baseAddress!,
                                                         mask: k.count - 1, shift: shift, colors: c.baseAddress!,
                                                         counts: n.baseAddress!, capacity: c.count, count: used)
                        defer { used = inserter.count }
                        return try body(&inserter)
                    }
                }
            }
        }
    }

    /// The dense index of colour `c`, or nil if absent.
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

    /// Runs `body` with a read-only raw view of the table for hot loops.
    func withLookup<R>(_ body: (ColorLookup) throws -> R) rethrows -> R {
        try keys.withUnsafeBufferPointer { k in
            try slots.withUnsafeBufferPointer { s in
                try body(ColorLookup(keys: k, slots: s, shift: shift))
            }
        }
    }
}

/// Raw access to a `ColorHistogram` for adding colours in a hot loop.
struct HistogramInserter {
    let keys: UnsafeMutablePointer<UInt32>
    let slots: UnsafeMutablePointer<Int32>
    let mask: Int
    let shift: UInt32
    let colors: UnsafeMutablePointer<UInt32>
    let counts: UnsafeMutablePointer<UInt32>
    let capacity: Int
    var count: Int

    /// Adds `n` pixels of colour `c` and returns its dense index.
    @inline(__always) @discardableResult
    mutating func add(_ c: UInt32, count n: UInt32) -> Int {
        var h = Int(truncatingIfNeeded: (c &* 0x9E37_79B1) >> shift)
        while true {
            let k = keys[h]
            if k == c {
                let s = Int(slots[h])
                counts[s] &+= n
                return s
            }
            if k == 0 {
                precondition(count < capacity, "more distinct colours than the histogram was sized for")
                keys[h] = c
                slots[h] = Int32(count)
                colors[count] = c
                counts[count] = n
                count += 1
                return count - 1
            }
            h = (h + 1) & mask
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
