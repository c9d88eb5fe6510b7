import Glibc

/// The encoder's model of the decoder's canvas: what changed, what must be cleared, what is shown, how wrong
/// it is.
extension AnimationEncoder {
    /// Bounds of the pixels whose source differs from the last encoded frame.
    func changedRect() -> PixelRect? {
        current.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in AnimationEncoder.changedRect(cur, prev, width: width) }
        }
    }

    /// Bounds of the pixels where `a` and `b` (canvases `width` pixels wide) differ.
    static func changedRect(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
                            width: Int) -> PixelRect? {
        var bounds = BoundsAccumulator()
        let rowBytes = width * MemoryLayout<UInt32>.stride
        for y in 0..<(a.count / width) {
            let row = y * width
            // Most rows of a UI clip do not change: libc's vectorized compare settles them.
            if memcmp(a.baseAddress! + row, b.baseAddress! + row, rowBytes) == 0 { continue }
            var x0 = 0
            while x0 < width && a[row + x0] == b[row + x0] { x0 += 1 }
            if x0 == width { continue }
            var x1 = width
            while a[row + x1 - 1] == b[row + x1 - 1] { x1 -= 1 }
            bounds.add(row: y, from: x0, to: x1)
        }
        return bounds.rect
    }

    /// Bounds of the pixels in `rect` that are transparent in the source but visible on the canvas.
    func pixelsToClear(in rect: PixelRect) -> PixelRect? {
        var bounds = BoundsAccumulator()
        current.withUnsafeBufferPointer { cur in
            displayed.withUnsafeBufferPointer { shown in
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX where cur[y * width + x] == 0 && shown[y * width + x] != 0 {
                        bounds.add(x: x, y: y)
                    }
                }
            }
        }
        return bounds.rect
    }

    /// What disposal to background does to the canvas.
    func clearDisplayed(_ rect: PixelRect) {
        canvasMayHaveHoles = true
        displayed.withUnsafeMutableBufferPointer { d in
            for y in rect.y..<rect.maxY {
                (d.baseAddress! + y * width + rect.x).update(repeating: 0, count: rect.width)
            }
        }
    }

    /// Records `rect` of the current source as the last encoded one.
    func copyPrevious(_ rect: PixelRect) {
        current.withUnsafeBufferPointer { cur in
            previous.withUnsafeMutableBufferPointer { prev in
                for y in rect.y..<rect.maxY {
                    let o = y * width + rect.x
                    (prev.baseAddress! + o).update(from: cur.baseAddress! + o, count: rect.width)
                }
            }
        }
    }

    /// Draws the frame's non-transparent pixels onto the model canvas.
    func commit(_ frame: PendingFrame) {
        let t = UInt8(frame.transparentIndex)
        let r = frame.rect
        frame.indices.withUnsafeBufferPointer { indices in
            frame.colors.withUnsafeBufferPointer { colors in
                displayed.withUnsafeMutableBufferPointer { shown in
                    for y in 0..<r.height {
                        let row = (r.y + y) * width + r.x
                        for x in 0..<r.width {
                            let k = indices[y * r.width + x]
                            if k != t { shown[row + x] = colors[Int(k)] }
                        }
                    }
                }
            }
        }
    }

    /// Recomputes the per-pixel squared error of what is shown against the source over `rect`.
    func updateErrors(_ rect: PixelRect) {
        var delta = 0
        current.withUnsafeBufferPointer { cur in
            displayed.withUnsafeBufferPointer { shown in
                pixelError.withUnsafeMutableBufferPointer { errors in
                    for y in rect.y..<rect.maxY {
                        for i in (y * width + rect.x)..<(y * width + rect.maxX) {
                            let c = cur[i], s = shown[i]
                            // Transparent against visible counts as the colour's difference from black.
                            let e = c == s ? 0 : rgbSquaredError(c, s)
                            delta &+= e &- Int(errors[i])
                            errors[i] = UInt32(e)
                        }
                    }
                }
            }
        }
        totalError &+= delta
    }

    /// Histogram (with Oklab coordinates) of the colours the mapper will look up in `rect`: opaque pixels that
    /// changed, or that must be redrawn after a clear. Returns the current squared error of all the pixels that
    /// will be re-encoded.
    func collectColors(in rect: PixelRect) -> Int {
        histogram.reset(expected: rect.area)
        var error = 0
        current.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                displayed.withUnsafeBufferPointer { shown in
                    pixelError.withUnsafeBufferPointer { pixelError in
                        histogram.withInserter { inserter in
                            var last: UInt32 = 1
                            var run: UInt32 = 0
                            for y in rect.y..<rect.maxY {
                                let row = y * width
                                for x in rect.x..<rect.maxX {
                                    let i = row + x
                                    let c = cur[i]
                                    if c == prev[i] && shown[i] != 0 { continue }
                                    error &+= Int(pixelError[i])
                                    if c == 0 { continue }
                                    if c == last { run &+= 1; continue }
                                    if run > 0 { inserter.add(last, count: run) }
                                    last = c
                                    run = 1
                                }
                            }
                            if run > 0 { inserter.add(last, count: run) }
                        }
                    }
                }
            }
        }
        colorLabs.removeAll(keepingCapacity: true)
        cache.withView { view in
            for c in histogram.colors { colorLabs.append(view.lab(c)) }
        }
        return error
    }

    /// The current squared error of the changed pixels of `rect` (those `collectColors` re-encodes when every
    /// pixel of `rect` is shown), or nil if an unchanged pixel there is not shown: it would be re-encoded too.
    func changedPixelsError(in rect: PixelRect) -> Int? {
        if canvasMayHaveHoles {
            // Only a clear makes holes (drawn pixels are opaque): once none are left, stop looking.
            if displayed.contains(0) {
                if pixelsHidden(in: rect) { return nil }
            } else {
                canvasMayHaveHoles = false
            }
        }
        var error = 0
        current.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                pixelError.withUnsafeBufferPointer { pixelError in
                    for y in rect.y..<rect.maxY {
                        for i in (y * width + rect.x)..<(y * width + rect.maxX) where cur[i] != prev[i] {
                            error &+= Int(pixelError[i])
                        }
                    }
                }
            }
        }
        return error
    }

    /// Whether some unchanged pixel of `rect` is transparent on the canvas.
    private func pixelsHidden(in rect: PixelRect) -> Bool {
        current.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                displayed.withUnsafeBufferPointer { shown in
                    for y in rect.y..<rect.maxY {
                        for i in (y * width + rect.x)..<(y * width + rect.maxX) where shown[i] == 0 && cur[i] == prev[i] {
                            return true
                        }
                    }
                    return false
                }
            }
        }
    }

    /// Whole-frame PSNR (over R, G, B, peak 255) for a total squared error, capped at 60 dB.
    func psnr(_ squaredError: Int) -> Double {
        guard squaredError > 0 else { return 60 }
        let samples = Double(3 * width * height)
        return min(60, 10 * log10(65025 * samples / Double(squaredError)))
    }
}
