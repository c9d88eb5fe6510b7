import CGIF
import Raster

/// The streaming engine behind `GIFEncoder` and `GIFFileWriter`: frames go in one at a time and are quantized,
/// differenced and written as they come, so memory stays at a few canvas-sized buffers however long the clip.
///
/// State between frames: the source of the last encoded frame (what "unchanged" means), the canvas a decoder
/// shows (what a transparent pixel keeps) with its per-pixel error, and one pending encoded frame, held back
/// because its delay (and, when pixels must turn transparent, its disposal) is known only when the next
/// distinct frame arrives.
///
/// Per frame: flatten alpha → changed rectangle → (clear to transparent if needed) → histogram of changed
/// colours → candidate colour tables (global, local ladder) each estimated for size and error → rate
/// controller picks one → full mapping → crop → previous pending frame written → this one pending.
///
/// A concurrent encoder also holds each frame back until the next arrives and analyses that one (changed
/// rectangle, histogram, ladder palettes: `FrameAnalysis`) on a thread of its own while the held frame is
/// mapped against the canvas; the same bytes come out either way.
final class AnimationEncoder {
    let width: Int
    let height: Int
    let delays: GIFFrameDelays
    let loop: GIFLoop
    let options: GIFOptions
    /// giflib, in frame order (on its own thread when concurrent).
    let output: GIFOutputStage
    let place: String?
    let kernel: DitherKernel?
    let threshold: Float
    let matte: UInt32

    /// Canonical (flattened) pixels of the frame being encoded; 0 = transparent.
    var current: [UInt32]
    /// Source of the last encoded frame; 1 (never a canonical value) before the first.
    var previous: [UInt32]
    /// What a decoder shows after the pending frame is drawn and before it is disposed; 0 = transparent.
    var displayed: [UInt32]
    /// Squared RGB error of what is shown against the source, per pixel, and its sum.
    var pixelError: [UInt32]
    var totalError = 0
    /// False once `displayed` is known to have no transparent pixel (until the next clear).
    var canvasMayHaveHoles = true
    /// The global colour table, once the header is written (nil in `.local` mode).
    var global: Palette?
    var pending: PendingFrame?
    var sourceFrames = 0
    var headerWritten = false
    /// Time spent in giflib (LZW compression and output) so far, for timing reports.
    var encodeSeconds: Double { output.seconds }
    var finished = false

    var controller: RateController
    var histogram = ColorHistogram()
    var cache = OklabCache()
    var mapper = FrameMapper()
    var lzw = LZWCostEstimator()
    var colorLabs: [SIMD4<Float>] = []
    var colorNearest: [UInt8] = []
    var colorDistance: [Float] = []
    var scratch: [UInt8] = []
    /// Colours of the palette samples (`.global` mode), merged with the first frame's into the global table.
    private var sampleHistogram: ColorHistogram?
    /// Analyses frames a frame ahead (concurrent encoders only).
    private let analyzer: FrameAnalyzer?
    /// The frame received but not yet encoded (with an analyzer), and its analysis if one was started.
    private var held: (index: Int, pixels: [UInt32], analysis: FrameAnalyzer.Pending?)?
    /// The source frame last loaded into `current` (encoded rather than dropped as too soon), or -1.
    private var lastLoaded = -1
    /// Frames held back to choose a lossless clip's global table (see `GlobalTablePlan`); nil once released.
    private var plan: GlobalTablePlan?

    /// - Parameters:
    ///   - samples: for `.global` palettes, frames whose colours shape the global table together with the first
    ///     frame's (they are not encoded).
    ///   - expectedFrames: the clip's length if known, so the rate controller can aim at the clip's mean.
    ///   - place: names the output in errors (a path), or nil for memory.
    ///   - concurrent: compress and write on a thread of its own (see `GIFOutputStage`); same bytes either way.
    init(width: Int, height: Int, fps: Double, loop: GIFLoop, options: GIFOptions, samples: [Pixmap],
         expectedFrames: Int?, sink: GIFOutputSink, place: String?, concurrent: Bool = false) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw GIFError(path: place, reason: "size \(width)x\(height) is outside GIF's 1...65535 pixels per side")
        }
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw GIFError(path: place, reason: "frame rate \(fps) is outside (0, 1000] frames per second")
        }
        if case .times(let n) = loop, !(1...65536).contains(n) {
            throw GIFError(path: place, reason: "play count \(n) is outside 1...65536")
        }
        self.options = try options.validated(place: place)
        self.width = width
        self.height = height
        delays = GIFFrameDelays(fps: fps)
        self.loop = loop
        self.place = place
        kernel = DitherKernel(options.dither)
        threshold = Float(options.ditherThreshold)
        matte = options.packedMatte
        let count = width * height
        current = [UInt32](repeating: 0, count: count)
        previous = [UInt32](repeating: 1, count: count)
        displayed = [UInt32](repeating: 0, count: count)
        pixelError = [UInt32](repeating: 0, count: count)
        controller = RateController(targetPSNR: options.quality, expectedFrames: expectedFrames)
        output = GIFOutputStage(writer: try GIFLibWriter(sink: sink, place: place), concurrent: concurrent)
        analyzer = concurrent ? FrameAnalyzer(width: width, maxColors: self.options.maxColors,
                                              ladder: self.options.palette != .global) : nil
        if options.palette == .global && !samples.isEmpty {
            var h = ColorHistogram()
            h.reset(expected: 1 << 16)
            for (n, sample) in samples.enumerated() {
                try checkSize(sample.width, sample.height, name: "palette sample \(n)")
                flatten(sample)
                addOpaquePixels(to: &h)
            }
            sampleHistogram = h
        }
        if lossless && options.palette == .auto
            && GlobalTablePlan.fits(frames: expectedFrames, pixels: count) {
            plan = GlobalTablePlan(maxColors: self.options.maxColors)
        }
    }

    /// Encodes the next frame.
    func add(_ frame: Pixmap) throws {
        try add(width: frame.width, height: frame.height, pixels: { flattened(frame) }) { flatten(frame) }
    }

    /// Encodes the next frame, flattened beforehand (same bytes as adding its pixmap).
    func add(_ frame: GIFSourceFrame) throws {
        guard frame.matte == matte, frame.threshold == options.alphaThreshold else {
            throw GIFError(path: place, reason: "frame \(framesReceived) was flattened with other options than the encoder's")
        }
        // Shared, never written: `flatten` is the only writer of `current` and makes it unique first.
        try add(width: frame.width, height: frame.height, pixels: { frame.pixels }) { current = frame.pixels }
    }

    /// Checks the next frame and encodes it, or holds it for the global table's plan (see `GlobalTablePlan`).
    /// `load` puts its canonical pixels into `current`; `pixels` returns them (for holding).
    private func add(width w: Int, height h: Int, pixels: () -> [UInt32], load: () -> Void) throws {
        guard !finished else { throw GIFError(path: place, reason: "frame added after finish") }
        try checkSize(w, h, name: "frame \(framesReceived)")
        if plan != nil {
            let next = pixels()
            if plan!.hold(next) { return }
            // Over the budget: the frames so far choose the table, and the rest stream.
            try releasePlan()
            return try process(pixels: { next }, load: { current = next })
        }
        try process(pixels: pixels, load: load)
    }

    /// Frames given so far, encoded or held.
    private var framesReceived: Int { sourceFrames + (plan?.count ?? 0) }

    /// Sets the global table from the held frames and encodes them.
    private func releasePlan() throws {
        guard var plan else { return }
        self.plan = nil
        if let colors = plan.colors() { global = Palette(colors: colors, cache: &cache) }
        for frame in plan.takeFrames() { try process(pixels: { frame }, load: { current = frame }) }
    }

    /// Encodes the next source frame, or with an analyzer holds it and encodes the one held before.
    private func process(pixels: () -> [UInt32], load: () -> Void) throws {
        let index = sourceFrames
        sourceFrames += 1
        guard let analyzer else { return try encode(index, load: load, analysis: nil) }
        let next = pixels()
        var analysis: FrameAnalyzer.Pending?
        if let held {
            // Speculative: compared with the held frame, which may yet be dropped (see `encode`).
            analysis = analyzer.start(current: next, base: held.pixels, baseIndex: held.index)
            self.held = nil
            try encode(held.index, load: { current = held.pixels }, analysis: held.analysis)
        }
        held = (index, next, analysis)
    }

    /// Encodes source frame `index` unless it comes too soon after the pending frame (browsers would not
    /// show it: its time goes to the pending frame). Its analysis is used if it was made against the source
    /// loaded last.
    private func encode(_ index: Int, load: () -> Void, analysis: FrameAnalyzer.Pending?) throws {
        let start = delays.start(ofFrame: index)
        if let pending, start - pending.start < GIFFrameDelays.minimumDelay { return }
        load()
        var analysis = analysis?.wait()
        if let stale = analysis, stale.baseIndex != lastLoaded {
            // Made against a frame that was dropped.
            analyzer?.recycle(stale.histogram)
            analysis = nil
        }
        try encodeCurrent(start: start, analysis: analysis)
        lastLoaded = index
    }

    /// Writes the last frame and the trailer.
    func finish() throws {
        guard !finished else { throw GIFError(path: place, reason: "finish called twice") }
        finished = true
        try releasePlan()
        if let held {
            self.held = nil
            try encode(held.index, load: { current = held.pixels }, analysis: held.analysis)
        }
        guard let last = pending else { throw GIFError(path: place, reason: "no frames to encode") }
        let end = delays.start(ofFrame: sourceFrames)
        try write(last, delay: max(end - last.start, GIFFrameDelays.minimumDelay))
        pending = nil
        try output.submit { try $0.close() }
        try output.drain()
    }

    // MARK: - Frame pipeline

    private func checkSize(_ w: Int, _ h: Int, name: String) throws {
        guard w == width, h == height else {
            throw GIFError(path: place, reason: "\(name) is \(w)x\(h), expected \(width)x\(height)")
        }
    }

    /// `frame`'s canonical pixels in an array of their own.
    private func flattened(_ frame: Pixmap) -> [UInt32] {
        let threshold = UInt8(options.alphaThreshold)
        return [UInt32](unsafeUninitializedCapacity: frame.pixels.count) { dst, count in
            frame.pixels.withUnsafeBufferPointer { src in
                AlphaFlattening.flatten(src, into: dst, matte: matte, threshold: threshold)
            }
            count = frame.pixels.count
        }
    }

    private func flatten(_ frame: Pixmap) {
        let threshold = UInt8(options.alphaThreshold)
        frame.pixels.withUnsafeBufferPointer { src in
            current.withUnsafeMutableBufferPointer { dst in
                AlphaFlattening.flatten(src, into: dst, matte: matte, threshold: threshold)
            }
        }
    }

    /// Adds every opaque pixel of `current` to `h` (runs of one colour added at once).
    private func addOpaquePixels(to h: inout ColorHistogram) {
        var last: UInt32 = 0, run: UInt32 = 0
        for c in current {
            if c == last { run += 1; continue }
            if last != 0 { h.add(last, count: run) }
            last = c
            run = 1
        }
        if last != 0 { h.add(last, count: run) }
    }

    /// Screen descriptor with the global colour table (if any), then the loop extension.
    private func writeHeader() throws {
        let (width, height, colors, loop) = (width, height, global?.colors, loop)
        try output.submit { writer in
            try writer.putScreen(width: width, height: height, globalColors: colors)
            switch loop {
            case .forever: try writer.putLoop(count: 0)
            case .times(let n) where n > 1: try writer.putLoop(count: n - 1)
            case .times: break
            }
        }
        headerWritten = true
    }

    /// The global table of `.global` mode: the palette samples' and the first frame's colours.
    private func sampledGlobalPalette() -> Palette {
        var h = sampleHistogram ?? ColorHistogram()
        if sampleHistogram == nil { h.reset(expected: 1 << 16) }
        addOpaquePixels(to: &h)
        sampleHistogram = nil
        let colors = h.count == 0 ? [UInt32(0xFF00_0000)]
            : PaletteQuantizer.palette(colors: h.colors, counts: h.counts, maxColors: options.maxColors,
                                       cache: &cache)
        return Palette(colors: colors, cache: &cache)
    }

    /// - Parameter analysis: this frame against the last encoded source, made ahead, if there is one.
    private func encodeCurrent(start: Int, analysis: FrameAnalysis?) throws {
        let isFirst = !headerWritten
        if isFirst && options.palette == .global { global = sampledGlobalPalette() }
        // In `.auto` mode the first frame's table becomes the global one, unless a plan chose it already.
        let becomesGlobal = isFirst && options.palette == .auto && global == nil
        if isFirst && !becomesGlobal { try writeHeader() }

        let changed = isFirst ? PixelRect(x: 0, y: 0, width: width, height: height)
            : (analysis.map(\.changed) ?? changedRect())
        guard var dirty = changed else {
            // Identical to the last encoded frame: the pending frame simply lasts longer.
            controller.record(psnr: psnr(totalError))
            return
        }
        var cleared = false
        // Only transparent source pixels can need clearing; the analysis knows if there are any.
        if var pending, analysis?.hasTransparent != false, let clear = pixelsToClear(in: dirty) {
            // Visible pixels must become transparent: dispose the pending frame to background (transparent)
            // over a rectangle covering them, and redraw whatever else in it stays visible.
            let rect = clear.union(pending.rect)
            pending.expand(to: rect)
            pending.disposal = Int32(DISPOSE_BACKGROUND)
            self.pending = pending
            clearDisplayed(rect)
            dirty = dirty.union(rect)
            cleared = true
        }

        let dirtyError: Int
        var prepared: FrameAnalysis?
        if !cleared, !isFirst, var analysis, let error = changedPixelsError(in: dirty) {
            // The analysis saw exactly the pixels `collectColors` would: take its histogram and palettes.
            swap(&histogram, &analysis.histogram)
            swap(&colorLabs, &analysis.labs)
            dirtyError = error
            analyzer?.recycle(analysis.histogram)
            analysis.histogram = ColorHistogram()
            prepared = analysis
        } else {
            if let analysis { analyzer?.recycle(analysis.histogram) }
            dirtyError = collectColors(in: dirty)
        }
        let choice = choosePalette(dirty: dirty, dirtyError: dirtyError, becomesGlobal: becomesGlobal,
                                   prepared: prepared)
        var option = choice.option
        var (candidate, mappedError) = map(option, dirty: dirty, isFirst: isFirst)
        let floor = options.quality - AnimationEncoder.qualityFloorMargin
        for fallback in choice.fallbacks where psnr(totalError - dirtyError + mappedError) < floor {
            // Below the floor although a table holds every changed colour (see `qualityFloorMargin`).
            option = fallback
            (candidate, mappedError) = map(option, dirty: dirty, isFirst: isFirst)
        }
        if becomesGlobal {
            // The first frame's table becomes the global one: later frames can reuse it for free.
            global = option.palette
            candidate?.isLocal = false
            try writeHeader()
        }

        if candidate == nil && !cleared {
            // Nothing to draw: the canvas already shows the best the palette can do.
            updateErrors(dirty)
            copyPrevious(dirty)
            controller.record(psnr: psnr(totalError))
            return
        }
        if candidate == nil {
            // The pending frame's disposal must take effect, so something has to follow it: one kept pixel.
            candidate = emptyFrame()
        }
        if let pending {
            try write(pending, delay: start - pending.start)
            self.pending = nil
        }
        var frame = candidate!
        frame.start = start
        commit(frame)
        updateErrors(dirty)
        copyPrevious(dirty)
        controller.record(psnr: psnr(totalError))
        pending = frame
    }

    func write(_ frame: PendingFrame, delay: Int) throws {
        try output.submit { writer in
            var indices = frame.indices  // giflib may mask them in place
            try indices.withUnsafeMutableBufferPointer { buffer in
                try writer.putFrame(rect: frame.rect, delay: delay, disposal: frame.disposal,
                                    transparentIndex: frame.usesTransparency ? frame.transparentIndex : nil,
                                    localColors: frame.isLocal ? frame.colors : nil, indices: buffer.baseAddress!)
            }
        }
    }
}
