import Flipbook
import Raster
import Synchronization
import Testing

@Suite struct ParallelFrameRendererTests {
    @Test func oneTwoAndFourThreadsGiveIdenticalFrames() throws {
        let clip = try TestScenes.cardFlip()
        let timing = try FrameTiming(clip: clip)
        let frames = Array(0..<timing.frameCount)
        var results: [[Pixmap]] = []
        for threads in [1, 2, 4] {
            var got: [Pixmap] = []
            var order: [Int] = []
            try ParallelFrameRenderer(clip: clip, timing: timing, threads: threads).render(frames: frames) { index, pixmap in
                order.append(index)
                got.append(pixmap)
            }
            #expect(order == frames, "frames must arrive in order with \(threads) threads")
            results.append(got)
        }
        #expect(results[0].count == timing.frameCount)
        #expect(results[1] == results[0])
        #expect(results[2] == results[0])
        // The clip animates: not all frames are the same.
        #expect(Set(results[0].map { XXH64.hex(pixelsOf: $0) }).count > 3)
    }

    @Test func framesInAnyOrderAndAloneMatch() throws {
        let clip = try TestScenes.cardFlip()
        let renderer = ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: 2)
        var all: [Int: Pixmap] = [:]
        try renderer.render(frames: [9, 3, 12, 0]) { all[$0] = $1 }
        #expect(try renderer.renderFrame(12) == all[12])
        #expect(try renderer.renderFrame(0) == all[0])
        // Frame i is the still at i / fps.
        #expect(try renderer.renderStill(at: 9.0 / clip.scene.fps) == all[9])
    }

    @Test func windowBoundsFramesInFlight() throws {
        let clip = try TestScenes.cardFlip()
        let renderer = ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: 2)
        #expect(renderer.window == 4)
        let inFlight = Atomic<Int>(0), peak = Atomic<Int>(0)
        try renderer.render(frames: Array(0..<20), prepare: { _, pixmap in
            let now = inFlight.add(1, ordering: .sequentiallyConsistent).newValue
            peak.max(now, ordering: .sequentiallyConsistent)
            return pixmap.width
        }, consume: { _, _ in
            inFlight.subtract(1, ordering: .sequentiallyConsistent)
            usleepLike()  // a slow consumer, so workers run ahead as far as they may
        })
        #expect(peak.load(ordering: .sequentiallyConsistent) <= renderer.window)
        #expect(peak.load(ordering: .sequentiallyConsistent) >= 2)
    }

    struct Boom: Error, Equatable { let frame: Int }

    @Test func errorsPropagateAndStopConsumption() throws {
        let clip = try TestScenes.cardFlip()
        for threads in [1, 3] {
            let renderer = ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: threads)
            var consumed: [Int] = []
            #expect(throws: Boom(frame: 7)) {
                try renderer.render(frames: Array(0..<20), prepare: { index, pixmap in
                    if index == 7 { throw Boom(frame: index) }
                    return pixmap
                }, consume: { index, _ in consumed.append(index) })
            }
            #expect(consumed == Array(0..<7))
            consumed = []
            #expect(throws: Boom(frame: 4)) {
                try renderer.render(frames: Array(0..<20)) { index, _ in
                    if index == 4 { throw Boom(frame: 4) }
                    consumed.append(index)
                }
            }
            #expect(consumed == Array(0..<4))
        }
    }

    @Test func speedStretchesTheTimeline() throws {
        let clip = try TestScenes.cardFlip()
        let normal = try FrameTiming(clip: clip)
        let slow = try FrameTiming(clip: clip, speed: 0.25)
        #expect(normal.frameCount == clip.frameCount)
        #expect(normal.time(ofFrame: 5) == clip.time(ofFrame: 5))
        #expect(slow.frameCount == Int((clip.duration / 0.25 * clip.scene.fps + 1e-9).rounded(.down)) + 1)
        #expect(slow.time(ofFrame: 8) == 8.0 / clip.scene.fps * 0.25)
        #expect(throws: OutputError.self) { try FrameTiming(clip: clip, speed: 0) }
    }

    @Test func shardsCoverFramesOnceInContiguousBlocks() throws {
        for total in [0, 1, 2, 7, 97] {
            for n in 1...5 {
                let blocks = try (1...n).map { try Shard(index: $0, count: n).positions(of: total) }
                #expect(blocks.flatMap { Array($0) } == Array(0..<total))
                #expect(blocks.map(\.count).max()! - blocks.map(\.count).min()! <= 1)
            }
        }
        #expect(try Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        #expect(throws: OutputError.self) { try Shard(parsing: "0/3") }
        #expect(throws: OutputError.self) { try Shard(parsing: "4/3") }
        #expect(throws: OutputError.self) { try Shard(parsing: "a/b") }
    }
}

/// About 2 ms of busy work (no sleeping: keeps the test independent of timer resolution).
private func usleepLike() {
    var x: UInt64 = 1
    for i in 0..<400_000 { x = x &* 6364136223846793005 &+ UInt64(i) }
    if x == 42 { print("") }
}
