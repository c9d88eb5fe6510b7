/// The colour table of one GIF frame (or the global table): up to 255 opaque colours, then one index reserved
/// for transparency ("keep what is on the canvas"), padded with black to a power of two (GIF tables have
/// 2…256 entries).
struct Palette {
    /// Opaque colours, packed RGBA (alpha 255); position = GIF colour index.
    let colors: [UInt32]
    /// Exact nearest-colour search over the colours' Oklab coordinates.
    let index: NearestPointIndex

    /// - Parameter colors: 1...255 distinct opaque colours (alpha 255).
    init(colors: [UInt32], cache: inout OklabCache) {
        precondition(!colors.isEmpty && colors.count <= 255, "a GIF palette holds 1...255 colours plus transparency")
        self.colors = colors
        index = NearestPointIndex(colors.map { cache.lab($0) })
    }

    /// Whether every colour of `wanted` is one of the table's colours exactly (not merely nearest in Oklab).
    func holdsAll(_ wanted: [UInt32]) -> Bool {
        guard wanted.count <= colors.count else { return false }
        let own = Set(colors)
        return wanted.allSatisfy(own.contains)
    }

    /// Oklab of each colour.
    var labs: [SIMD4<Float>] { index.points }

    /// The index that means "transparent" (one past the colours).
    var transparentIndex: Int { colors.count }

    /// Entries in the GIF table: the colours plus transparency, rounded up to a power of two ≥ 2.
    var tableSize: Int { Palette.tableSize(forColors: colors.count) }

    /// Bits per index (1…8).
    var bitsPerPixel: Int { tableSize.trailingZeroBitCount }

    /// GIF table size for `n` colours plus a transparent index.
    static func tableSize(forColors n: Int) -> Int {
        var size = 2
        while size < n + 1 { size *= 2 }
        return size
    }
}
