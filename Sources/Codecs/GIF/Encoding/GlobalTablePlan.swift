/// The global colour table of a lossless clip, chosen from the whole clip rather than its first frame.
///
/// At `quality` 60 (`GIFOptions.losslessQuality`) with `.auto` tables, a frame is exact only with a table that
/// holds every colour it changes. In a clip whose frames each fit a table but whose colours together do not
/// (text sliding on a capsule: every sub-pixel position anti-aliases to colours of its own), the first frame's
/// table serves few later frames, and each other frame pays a local table: 768 bytes, often more than its
/// pixels. So the encoder holds the frames back (up to `budget`), records which colours each changes, and
/// picks the global table that spares the most local-table bytes (`colors`); the frames are then encoded as
/// usual, with that table as one candidate among the local ladder. Mapping is exact either way, so the plan
/// changes only sizes, never pixels.
struct GlobalTablePlan {
    /// Most pixels held back (frames × width × height): 2²⁵, 128 MiB of canonical pixels. A longer or larger
    /// clip is encoded as it comes, with the first frame's table as the global one.
    static let budget = 1 << 25
    /// Most frames held: the plan's greedy steps are at most 255 (each adds a colour), each over every held
    /// frame's colours, so this bounds its work at about 255 × 600 × 255 lookups (20 s at 30 frames/s).
    static let maxFrames = 600

    /// The held frames' canonical pixels, in order.
    private(set) var frames: [[UInt32]] = []
    /// Per held frame, the distinct colours it changes against the frame before (every colour of the first),
    /// or nil when more than a table holds (no table makes that frame exact, so it does not shape the plan).
    private var changes: [[UInt32]?] = []
    private var heldPixels = 0
    private var histogram = ColorHistogram()
    private let maxColors: Int

    init(maxColors: Int) { self.maxColors = maxColors }

    /// Whether a clip of `frames` frames of `pixels` pixels each fits the budget (unknown length: try).
    static func fits(frames: Int?, pixels: Int) -> Bool {
        guard let frames else { return pixels <= budget }
        let (total, overflow) = frames.multipliedReportingOverflow(by: pixels)
        return !overflow && total <= budget && frames <= maxFrames
    }

    /// Holds a frame's canonical pixels (0 = transparent, which needs no colour); false, holding nothing, when
    /// it would exceed the budget or the frame limit.
    mutating func hold(_ pixels: [UInt32]) -> Bool {
        guard heldPixels + pixels.count <= GlobalTablePlan.budget, frames.count < GlobalTablePlan.maxFrames else {
            return false
        }
        heldPixels += pixels.count
        histogram.reset(expected: maxColors + 1)
        var overflow = false
        if let base = frames.last {
            for i in pixels.indices where pixels[i] != base[i] && pixels[i] != 0 {
                histogram.add(pixels[i])
                if histogram.count > maxColors { overflow = true; break }
            }
        } else {
            for c in pixels where c != 0 {
                histogram.add(c)
                if histogram.count > maxColors { overflow = true; break }
            }
        }
        changes.append(overflow ? nil : histogram.colors.sorted())
        frames.append(pixels)
        return true
    }

    /// Frames held.
    var count: Int { frames.count }

    /// Hands the held frames over (the plan keeps its colour records).
    mutating func takeFrames() -> [[UInt32]] {
        defer { frames = [] }
        return frames
    }

    /// The global table: greedily, the frame whose local table would cost most per colour it adds to the
    /// table so far joins it, while the table has room; frames the table already holds join for free. Ties go
    /// to the earlier frame, so the plan is a pure function of the frames. Nil when no frame has colours.
    ///
    /// Greedy set packing is not optimal, but each step takes the best bytes-per-slot trade, which is what the
    /// table's 255 slots are spent on.
    func colors() -> [UInt32]? {
        var table: [UInt32] = []
        var inTable = Set<UInt32>()
        var open = changes.indices.filter { changes[$0].map { !$0.isEmpty } ?? false }
        while !open.isEmpty {
            var best: (score: Double, frame: Int, new: [UInt32])?
            var stillOpen: [Int] = []
            for i in open {
                let colors = changes[i]!
                let new = colors.filter { !inTable.contains($0) }
                if new.isEmpty { continue }  // held by the table: spared already
                guard table.count + new.count <= maxColors else { continue }  // cannot join any more
                stillOpen.append(i)
                let spared = Double(3 * Palette.tableSize(forColors: colors.count))
                let score = spared / Double(new.count)
                if best == nil || score > best!.score { best = (score, i, new) }
            }
            guard let best else { break }
            table.append(contentsOf: best.new)
            inTable.formUnion(best.new)
            open = stillOpen.filter { $0 != best.frame }
        }
        return table.isEmpty ? nil : table
    }
}
