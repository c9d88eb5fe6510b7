import Flipbook
import Foundation
import Testing

/// A GIF does not depend on how many threads rendered its frames: frames reach the encoder in order, and every
/// encoder decision (palettes, error diffusion, rate control, frame differencing) is made from them alone.
@Suite struct GIFThreadDeterminismTests {
    /// A gradient sweeping across a widening bar: more colours per frame than a table holds, so the encoder
    /// dithers, and the rate controller chooses between global and local tables.
    struct Sweep: View {
        @State private var wide = false
        var body: some View {
            Rectangle()
                .fill(LinearGradient(colors: [.red, .yellow, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: wide ? 300 : 120, height: 60)
                .rotationEffect(.degrees(wide ? 20 : 0))
                .onAppear { withAnimation(.easeInOut(duration: 0.6)) { wide = true } }
        }
    }

    @Test func bytesAreTheSameForOneTwoAndFourThreads() throws {
        let clip = try Clip(scene: Scene(Sweep(), size: Size(width: 320, height: 140), scale: 1, fps: 30, duration: 0.6))
        let dir = NSTemporaryDirectory() + "flipbook-gif-threads-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var outputs: [Data] = []
        for threads in [1, 2, 4] {
            let renderer = ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: threads)
            let path = dir + "/t\(threads).gif"
            try GIFClipWriter.write(renderer, frames: Array(0..<clip.frameCount), to: path)
            outputs.append(try #require(FileManager.default.contents(atPath: path)))
        }
        #expect(outputs[0].count > 1000)
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
    }
}
