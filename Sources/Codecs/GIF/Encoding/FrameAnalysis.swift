import Dispatch
import Synchronization

/// The part of a frame's encoding that depends only on its source and the previous frame's source: the
/// changed rectangle, the histogram of the changed colours (with their Oklab coordinates) and the median-cut
/// palettes of the local ladder.
///
/// A concurrent encoder computes it a frame ahead on a thread of its own (`FrameAnalyzer`), while the frame
/// before is mapped against the canvas (which only the encoder's thread can know). It is a speculation: it
/// assumes the previous source was encoded (not dropped as too soon) and that every pixel of the changed
/// rectangle is visible on the canvas. `AnimationEncoder` checks both and recomputes on its own thread when
/// either fails, so the bytes are the same as without it (all of it is a pure function of the two sources;
/// `OklabCache` only memoizes).
struct FrameAnalysis {
    /// The source frame compared against.
    let baseIndex: Int
    /// Bounds of the pixels that differ from the base; nil if none do.
    var changed: PixelRect?
    /// Whether some pixel of `changed` is transparent in the source (only then can pixels need clearing).
    var hasTransparent = false
    /// Opaque colours of the changed pixels in scan order (as `AnimationEncoder.collectColors` adds them).
    var histogram: ColorHistogram
    var labs: [SIMD4<Float>] = []
    /// The local palettes the encoder tries first, by size (see `AnimationEncoder.ladderSizes`).
    var ladder: PaletteLadder?
    var palettes: [Int: Palette] = [:]

    /// Compares `current` with `base` (both canonical pixels of a `width`-wide canvas) and builds the histogram
    /// of the changed colours, and when `ladder` is set (not in `.global` mode) the ladder's palettes up to
    /// `maxColors`. `storage` is a histogram to reuse (its contents are replaced).
    init(current: UnsafeBufferPointer<UInt32>, base: UnsafeBufferPointer<UInt32>, baseIndex: Int, width: Int,
         maxColors: Int, ladder wantsLadder: Bool, storage: ColorHistogram, cache: inout OklabCache) {
        self.baseIndex = baseIndex
        histogram = storage
        changed = AnimationEncoder.changedRect(current, base, width: width)
        guard let rect = changed else { return }
        histogram.reset(expected: rect.area)
        histogram.withInserter { inserter in
            var last: UInt32 = 1
            var run: UInt32 = 0
            for y in rect.y..<rect.maxY {
                let row = y * width
                for i in (row + rect.x)..<(row + rect.maxX) {
                    let c = current[i]
                    if c == 0 { hasTransparent = true; continue }
                    if c == base[i] { continue }
                    if c == last { run &+= 1; continue }
                    if run > 0 { inserter.add(last, count: run) }
                    last = c
                    run = 1
                }
            }
            if run > 0 { inserter.add(last, count: run) }
        }
        cache.withView { view in
            labs.reserveCapacity(histogram.count)
            for c in histogram.colors { labs.append(view.lab(c)) }
        }
        guard wantsLadder, histogram.count > 0 else { return }
        var palettes = PaletteLadder(colors: histogram.colors, counts: histogram.counts, maxColors: maxColors,
                                     cache: &cache)
        for k in AnimationEncoder.ladderSizes(maxColors: maxColors, distinctColors: palettes.distinctColors) {
            self.palettes[k] = Palette(colors: palettes.palette(colors: k), cache: &cache)
        }
        ladder = palettes
    }
}

/// Runs `FrameAnalysis` one frame ahead on a serial queue of its own: `start` hands it a frame and returns at
/// once; `Pending.wait` returns the result. Only the queue touches the analyzer's Oklab cache.
final class FrameAnalyzer: @unchecked Sendable {
    private let queue = DispatchQueue(label: "flipbook.gif.analysis")
    private var cache = OklabCache()
    /// Histograms handed back by the encoder: their tables are canvas-sized, so reusing them saves clearing
    /// fresh pages every frame.
    private let spare = Mutex<[ColorHistogram]>([])
    private let width: Int
    private let maxColors: Int
    private let wantsLadder: Bool

    init(width: Int, maxColors: Int, ladder: Bool) {
        self.width = width
        self.maxColors = maxColors
        wantsLadder = ladder
    }

    /// An analysis under way.
    final class Pending: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var result: FrameAnalysis?
        fileprivate func fulfil(_ analysis: FrameAnalysis) { result = analysis; done.signal() }
        /// Blocks until the analysis is done and takes it (once).
        func wait() -> FrameAnalysis {
            done.wait()
            defer { result = nil }
            return result!
        }
    }

    /// Starts comparing `current` with `base` (the source of frame `baseIndex`).
    func start(current: [UInt32], base: [UInt32], baseIndex: Int) -> Pending {
        let pending = Pending()
        queue.async { [self] in
            let histogram = spare.withLock { $0.popLast() } ?? ColorHistogram()
            let analysis = current.withUnsafeBufferPointer { cur in
                base.withUnsafeBufferPointer { prev in
                    FrameAnalysis(current: cur, base: prev, baseIndex: baseIndex, width: width,
                                  maxColors: maxColors, ladder: wantsLadder, storage: histogram, cache: &cache)
                }
            }
            pending.fulfil(analysis)
        }
        return pending
    }

    /// Takes back a histogram's storage for a later analysis.
    func recycle(_ histogram: ColorHistogram) {
        spare.withLock { if $0.count < 2 { $0.append(histogram) } }
    }
}
