import Synchronization

/// Working memory for one fill: cell accumulators, touched-cell bits, coverage rows, edges,
/// shaded spans and the gradient table. Buffers only grow; the cell and bit buffers are kept
/// all-zero between fills (the sweep zeroes what it consumes), so a fill never clears them.
///
/// Instances are recycled through `ScratchPool` so steady-state drawing allocates nothing.
final class RasterScratch: @unchecked Sendable {
    private(set) var cells: UnsafeMutablePointer<Float>
    private(set) var cellCapacity: Int
    private(set) var bits: UnsafeMutablePointer<UInt64>
    private(set) var bitCapacity: Int
    private(set) var edges: UnsafeMutablePointer<Edge>
    private(set) var edgeCapacity: Int
    /// Edge indices: counting-sorted by band, then the active list.
    private(set) var order: UnsafeMutablePointer<Int32>
    private(set) var active: UnsafeMutablePointer<Int32>
    private(set) var indexCapacity: Int
    /// Per-row span buffers (coverage, combined coverage, shaded pixels, gradient parameters).
    private(set) var coverage: UnsafeMutablePointer<UInt8>
    private(set) var coverage2: UnsafeMutablePointer<UInt8>
    private(set) var pixels: UnsafeMutablePointer<UInt32>
    private(set) var floats: UnsafeMutablePointer<Float>
    private(set) var spanCapacity: Int
    /// Gradient colour table (`GradientLUT.size` entries).
    let lut: UnsafeMutablePointer<UInt32>
    /// Per-band edge counts for the counting sort.
    private(set) var bandCounts: UnsafeMutablePointer<Int32>
    private(set) var bandCapacity: Int

    init() {
        cellCapacity = 4096; bitCapacity = 128; edgeCapacity = 256; indexCapacity = 256
        spanCapacity = 1024; bandCapacity = 64
        cells = .allocate(capacity: cellCapacity); cells.initialize(repeating: 0, count: cellCapacity)
        bits = .allocate(capacity: bitCapacity); bits.initialize(repeating: 0, count: bitCapacity)
        edges = .allocate(capacity: edgeCapacity)
        order = .allocate(capacity: indexCapacity); active = .allocate(capacity: indexCapacity)
        coverage = .allocate(capacity: spanCapacity); coverage2 = .allocate(capacity: spanCapacity)
        pixels = .allocate(capacity: spanCapacity); floats = .allocate(capacity: spanCapacity)
        lut = .allocate(capacity: GradientLUT.size)
        bandCounts = .allocate(capacity: bandCapacity)
    }

    deinit {
        cells.deallocate(); bits.deallocate(); edges.deallocate(); order.deallocate(); active.deallocate()
        coverage.deallocate(); coverage2.deallocate(); pixels.deallocate(); floats.deallocate()
        lut.deallocate(); bandCounts.deallocate()
    }

    /// Ensures room for `n` zeroed cells and `w` zeroed bit words.
    func reserveCells(_ n: Int, bitWords w: Int) {
        if n > cellCapacity {
            cells.deallocate()
            cellCapacity = max(n, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity); cells.initialize(repeating: 0, count: cellCapacity)
        }
        if w > bitCapacity {
            bits.deallocate()
            bitCapacity = max(w, bitCapacity * 2)
            bits = .allocate(capacity: bitCapacity); bits.initialize(repeating: 0, count: bitCapacity)
        }
    }

    /// Room for `n` pixels per span (plus a vector step of slack).
    func reserveSpan(_ n: Int) {
        let need = n + 16
        if need <= spanCapacity { return }
        coverage.deallocate(); coverage2.deallocate(); pixels.deallocate(); floats.deallocate()
        spanCapacity = max(need, spanCapacity * 2)
        coverage = .allocate(capacity: spanCapacity); coverage2 = .allocate(capacity: spanCapacity)
        pixels = .allocate(capacity: spanCapacity); floats = .allocate(capacity: spanCapacity)
    }

    /// Grows the edge buffer keeping its first `count` edges.
    func growEdges(keeping count: Int) {
        let cap = edgeCapacity * 2
        let e = UnsafeMutablePointer<Edge>.allocate(capacity: cap)
        e.moveInitialize(from: edges, count: count)
        edges.deallocate()
        edges = e; edgeCapacity = cap
    }

    func reserveIndices(_ n: Int, bands: Int) {
        if n > indexCapacity {
            order.deallocate(); active.deallocate()
            indexCapacity = max(n, indexCapacity * 2)
            order = .allocate(capacity: indexCapacity); active = .allocate(capacity: indexCapacity)
        }
        if bands + 1 > bandCapacity {
            bandCounts.deallocate()
            bandCapacity = max(bands + 1, bandCapacity * 2)
            bandCounts = .allocate(capacity: bandCapacity)
        }
    }
}

/// A small pool of scratch buffers shared by all threads (a fill takes one and gives it back).
enum ScratchPool {
    private static let pool = Mutex<[RasterScratch]>([])
    private static let maxKept = 8

    static func with<R>(_ body: (RasterScratch) throws -> R) rethrows -> R {
        let s = pool.withLock { $0.popLast() } ?? RasterScratch()
        defer { pool.withLock { if $0.count < maxKept { $0.append(s) } } }
        return try body(s)
    }
}
