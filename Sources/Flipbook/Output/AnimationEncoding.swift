import Codecs
import Raster

/// A streaming animated format's encoder as `ClipWriter` drives it (GIF, which samples frames for its
/// palette first, has its own `GIFClipWriter`): frames in order, then `finish`, which puts the
/// complete file in place. Dropping an encoder without `finish` leaves nothing behind.
public protocol AnimationEncoding: AnyObject {
    /// Encodes the next frame (premultiplied, the size the encoder was made for).
    func add(_ frame: Pixmap) throws
    /// Completes the file and moves it into place.
    func finish() throws
    /// Seconds spent compressing and writing so far (for `--timings`).
    var encodeSeconds: Double { get }
}

extension WebPFileWriter: AnimationEncoding {}
extension FFmpegVideoWriter: AnimationEncoding {}
