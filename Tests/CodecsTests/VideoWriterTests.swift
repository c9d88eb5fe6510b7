import Codecs
import Foundation
import Raster
import TestSupport
import Testing

/// MP4 (H.264) and WebM (VP9) through the ffmpeg program, checked with ffprobe and by decoding: codec,
/// yuv420p, frame count, frame rate and duration, the index before the media data, the same bytes on every
/// run, odd sizes padded, and frames close to the source. Skipped when ffmpeg is not installed
/// (`make deps` installs it).
@Suite(.enabled(if: VideoProgramsInstalled.value, "the ffmpeg and ffprobe programs are not installed (Debian package ffmpeg; `make deps`)"))
struct VideoWriterTests {
    /// 30 frames of a 160×120 UI-like clip: a blue disc (radius 24) moving over a light two-tone background.
    static func frames(width: Int = 160, height: Int = 120, count: Int = 30) -> [Pixmap] {
        (0..<count).map { i in
            var p = Pixmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let cx = 30 + 2 * i, cy = height / 2
                    let inside = (x - cx) * (x - cx) + (y - cy) * (y - cy) < 576
                    p[x, y] = inside ? PremultipliedColorU8(r: 0, g: 122, b: 255, a: 255)
                        : (y < height / 3 ? PremultipliedColorU8(r: 242, g: 242, b: 247, a: 255)
                           : PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
                }
            }
            return p
        }
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    static func probe(_ path: String) throws -> [String: String] {
        let text = String(decoding: try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                                          "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames,color_space,color_range:format=duration",
                                                          "-of", "default=noprint_wrappers=1", path]), as: UTF8.self)
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// The top-level MP4 boxes in order.
    static func boxes(_ data: Data) -> [String] {
        var names: [String] = [], offset = 0
        let bytes = [UInt8](data)
        while offset + 8 <= bytes.count {
            var size = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            names.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            if size == 1, offset + 16 <= bytes.count {
                size = bytes[(offset + 8)..<(offset + 16)].reduce(0) { $0 << 8 | Int($1) }
            }
            guard size >= 8 else { break }
            offset += size
        }
        return names
    }

    static func write(_ frames: [Pixmap], to path: String, codec: VideoCodec, quality: Double = 65) throws {
        let writer = try FFmpegVideoWriter(path: path, width: frames[0].width, height: frames[0].height, fps: 30,
                                           codec: codec, quality: quality)
        for f in frames { try writer.add(f) }
        try writer.finish()
    }

    /// Mean PSNR over RGB of the decoded frames against the source.
    static func psnr(_ path: String, _ source: [Pixmap]) throws -> Double {
        let w = source[0].width, h = source[0].height
        let raw = [UInt8](try run("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
        #expect(raw.count == w * h * 3 * source.count)
        var total = 0.0
        for (i, frame) in source.enumerated() {
            var squared = 0.0
            for (j, p) in frame.pixels.enumerated() {
                for c in 0..<3 {
                    let d = Double(Int((p >> UInt32(8 * c)) & 0xFF) - Int(raw[(i * w * h + j) * 3 + c]))
                    squared += d * d
                }
            }
            total += 10 * log10(255 * 255 / max(squared / Double(w * h * 3), 1e-9))
        }
        return total / Double(source.count)
    }

    @Test func mp4IsH264WithTheIndexFirstAndTheRightTiming() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let source = Self.frames()
        try Self.write(source, to: dir.file("clip.mp4"), codec: .h264)
        let info = try Self.probe(dir.file("clip.mp4"))
        #expect(info["codec_name"] == "h264")
        #expect(info["pix_fmt"] == "yuv420p")
        #expect(info["width"] == "160" && info["height"] == "120")
        #expect(info["r_frame_rate"] == "30/1")
        #expect(info["nb_read_frames"] == "30")
        #expect(info["color_space"] == "bt709" && info["color_range"] == "tv")
        #expect(Double(info["duration"] ?? "") == 1.0)
        let boxes = Self.boxes(try Data(contentsOf: URL(fileURLWithPath: dir.file("clip.mp4"))))
        #expect(boxes.firstIndex(of: "moov").map { m in boxes.firstIndex(of: "mdat").map { m < $0 } ?? false } == true,
                "boxes: \(boxes)")
        // Measured 35.9 dB: 4:2:0 chroma of a saturated blue edge on white limits it (luma alone is 56 dB);
        // card-flip measures 46.0 dB, and 33.2 dB when decoded with the wrong matrix (BT.601).
        let quality = try Self.psnr(dir.file("clip.mp4"), source)
        #expect(quality >= 34.5, "mean PSNR \(quality) dB")
        #expect(dir.contents() == ["clip.mp4"])
    }

    @Test func sameBytesEveryRun() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let source = Self.frames()
        try Self.write(source, to: dir.file("a.mp4"), codec: .h264)
        try Self.write(source, to: dir.file("b.mp4"), codec: .h264)
        #expect(FileManager.default.contents(atPath: dir.file("a.mp4")) == FileManager.default.contents(atPath: dir.file("b.mp4")))
    }

    @Test func oddSizesArePadded() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let source = Self.frames(width: 65, height: 47, count: 6)
        // The padding column and row are not part of the picture; the frame itself is compared below.
        try Self.write(source, to: dir.file("odd.mp4"), codec: .h264)
        let info = try Self.probe(dir.file("odd.mp4"))
        #expect(info["width"] == "66" && info["height"] == "48")
        #expect(info["nb_read_frames"] == "6")
        let raw = [UInt8](try Self.run("ffmpeg", ["-v", "error", "-i", dir.file("odd.mp4"), "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
        #expect(raw.count == 66 * 48 * 3 * 6)
        // The repeated last column continues the edge: its pixels equal the ones beside them (within coding noise).
        let row = 20, last = (row * 66 + 65) * 3, beside = (row * 66 + 64) * 3
        #expect((0..<3).allSatisfy { abs(Int(raw[last + $0]) - Int(raw[beside + $0])) <= 6 })
    }

    @Test func webmIsVP9() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let source = Self.frames(count: 10)
        try Self.write(source, to: dir.file("clip.webm"), codec: .vp9)
        let info = try Self.probe(dir.file("clip.webm"))
        #expect(info["codec_name"] == "vp9")
        #expect(info["pix_fmt"] == "yuv420p")
        #expect(info["nb_read_frames"] == "10")
        let quality = try Self.psnr(dir.file("clip.webm"), source)
        #expect(quality >= 34.5, "mean PSNR \(quality) dB (measured 36.0)")
    }

    @Test func unwritablePathsAndEarlyEndsLeaveNothing() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        do {
            _ = try FFmpegVideoWriter(path: dir.path + "/missing/clip.mp4", width: 8, height: 8, fps: 30, codec: .h264, quality: 65)
            Issue.record("a writer into a missing folder was created")
        } catch let e as VideoError {
            #expect(e.description.contains("missing/clip.mp4") && e.description.contains("No such file or directory"))
        }
        // Dropped before finish: ffmpeg is stopped and its temporary file removed.
        do {
            let writer = try FFmpegVideoWriter(path: dir.file("dropped.mp4"), width: 160, height: 120, fps: 30, codec: .h264, quality: 65)
            try writer.add(Self.frames(count: 1)[0])
        }
        #expect(dir.contents() == [])
        // A frame of the wrong size is refused.
        let writer = try FFmpegVideoWriter(path: dir.file("wrong.mp4"), width: 160, height: 120, fps: 30, codec: .h264, quality: 65)
        #expect(throws: VideoError.self) { try writer.add(Pixmap(width: 10, height: 10)) }
    }

    @Test func qualityMapsToTheEncodersScale() {
        #expect(VideoCodec.h264.crf(quality: 100) == 0)
        #expect(VideoCodec.h264.crf(quality: 0) == 51)
        #expect(VideoCodec.h264.crf(quality: 65) == 17.85)
        #expect(VideoCodec.vp9.crf(quality: 65) == 22)
    }
}

/// Whether ffmpeg and ffprobe are on PATH.
enum VideoProgramsInstalled {
    static let value = ["ffmpeg", "ffprobe"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }
}
