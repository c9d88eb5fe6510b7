/// A video codec Flipbook encodes through the `ffmpeg` program, with the container it goes in and the
/// settings that make its bytes reproducible.
public enum VideoCodec: String, Sendable, CaseIterable {
    /// H.264 (x264) in MP4 with the index (moov) first, so playback starts before the download ends.
    case h264
    /// VP9 (libvpx) in WebM.
    case vp9

    /// The encoder's own rate-control scale: x264's CRF 0…51, libvpx's 0…63 (lower is better, 0 lossless).
    public var crfRange: ClosedRange<Double> { self == .h264 ? 0...51 : 0...63 }

    /// Flipbook's quality 0…100 (higher is better) as the encoder's CRF: linear, 100 → 0, 0 → the maximum.
    public func crf(quality: Double) -> Double {
        let q = min(max(quality, 0), 100)
        let crf = crfRange.upperBound * (100 - q) / 100
        return self == .h264 ? (crf * 100).rounded() / 100 : crf.rounded()
    }

    /// x264 and libvpx give the same bytes on every run for a fixed thread count, but different bytes for
    /// different counts; the count is therefore fixed here, never taken from the machine or `--threads`.
    public static let encoderThreads = 2

    /// The ffmpeg output options after `-i`.
    func ffmpegOutputArguments(crf: Double) -> [String] {
        let color = ["-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709", "-color_range", "tv"]
        let common = ["-pix_fmt", "yuv420p"] + color + ["-threads", String(Self.encoderThreads),
                                                         "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]
        switch self {
        case .h264:
            return ["-c:v", "libx264", "-preset", "medium", "-crf", Self.number(crf)] + common
                + ["-movflags", "+faststart", "-f", "mp4"]
        case .vp9:
            return ["-c:v", "libvpx-vp9", "-crf", Self.number(crf), "-b:v", "0", "-deadline", "good", "-cpu-used", "2",
                    "-row-mt", "0"] + common + ["-f", "webm"]
        }
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
