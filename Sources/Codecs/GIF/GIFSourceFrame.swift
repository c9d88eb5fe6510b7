import Raster

/// A frame already turned into what a GIF can show (1-bit alpha over the matte, see `AlphaFlattening`), so the
/// flattening can run on the thread that rendered the frame, ahead of the in-order encoder.
///
/// ```swift
/// let prepared = options.sourceFrame(pixmap)      // on a render thread
/// try writer.add(prepared)                         // in frame order
/// ```
/// Adding a prepared frame gives the same bytes as adding its pixmap.
public struct GIFSourceFrame: Sendable {
    public let width: Int
    public let height: Int
    /// Canonical pixels: 0 (transparent) or alpha 255.
    let pixels: [UInt32]
    /// The flattening parameters, checked against the encoder's.
    let matte: UInt32
    let threshold: Int
}

extension GIFOptions {
    /// Flattens `frame` with these options' matte and alpha threshold, for `GIFFileWriter.add(_:)`.
    public func sourceFrame(_ frame: Pixmap) -> GIFSourceFrame {
        let threshold = min(max(alphaThreshold, 1), 255)
        let matte = packedMatte
        let pixels = [UInt32](unsafeUninitializedCapacity: frame.pixels.count) { dst, count in
            frame.pixels.withUnsafeBufferPointer { src in
                AlphaFlattening.flatten(src, into: dst, matte: matte, threshold: UInt8(threshold))
            }
            count = frame.pixels.count
        }
        return GIFSourceFrame(width: frame.width, height: frame.height, pixels: pixels, matte: matte,
                              threshold: threshold)
    }
}
