import Flipbook
import Foundation
import SceneScript
import Testing

/// `visualEffect` (effects from the view's geometry), `scrollTransition` at rest (the identity
/// phase), the genie article's `genieTransition(isHidden:…)` and `Timer.scheduledTimer`, measured
/// in pixels (one pixel per point).
@Suite struct GeometryEffectTimerTests {
    static func still(_ source: String, at time: Double = 0) throws -> Pixmap {
        let scene = try SceneScript.load(source: source, file: "effects.swift", overrides: SceneOverrides(scale: 1))
        let clip = try Clip(scene: scene)
        return try ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: 1).renderStill(at: time)
    }
    static func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let c = p[x, y]
        return [Int(c.r), Int(c.g), Int(c.b)]
    }
    static let white = [255, 255, 255], black = [0, 0, 0]

    /// Black columns on row y.
    static func inkWidth(_ p: Pixmap, y: Int) -> Int {
        var n = 0
        for x in 0..<p.width where rgb(p, x, y)[0] < 128 { n += 1 }
        return n
    }

    @Test func visualEffectReadsTheViewsSizeAndFrame() throws {
        let p = try Self.still("""
            // flipbook: size 100x100
            import SwiftUI
            Rectangle().fill(.black).frame(width: 20, height: 20)
                .visualEffect { content, proxy in
                    content.offset(x: proxy.size.width * 2, y: -proxy.frame(in: .global).minY)
                }
            """)
        // The square is laid out at (40, 40); the effect moves it 40 right and up to the top.
        #expect(Self.rgb(p, 90, 10) == Self.black)
        #expect(Self.rgb(p, 50, 50) == Self.white)
        #expect(Self.rgb(p, 90, 50) == Self.white)
    }

    @Test func visualEffectFollowsTheAnimatedFrame() throws {
        // The offset is the view's global minX again: the square moves twice as far as its frame.
        let source = """
            // flipbook: size 200x40
            // flipbook: at 0 withAnimation(.linear(duration: 1)) { moved = true }
            import SwiftUI
            struct Mover: View {
                @State private var moved = false
                var body: some View {
                    Rectangle().fill(.black).frame(width: 10, height: 10)
                        .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minX) }
                        .frame(maxWidth: .infinity, alignment: moved ? .center : .leading)
                }
            }
            #Preview { Mover() }
            """
        let mid = try Self.still(source, at: 0.5)
        // At 0.5 s the frame is at x = 47.5 (halfway from 0 to 95), drawn at 2 × 47.5 = 95.
        #expect(Self.rgb(mid, 100, 20) == Self.black)
        #expect(Self.rgb(mid, 52, 20) == Self.white)
        let end = try Self.still(source, at: 1.2)
        #expect(Self.rgb(end, 195, 20) == Self.black)            // 2 × 95 … 2 × 95 + 10
    }

    @Test func visualEffectRefusesLayoutModifiers() throws {
        let source = """
            import SwiftUI
            Rectangle().visualEffect { content, proxy in content.padding(proxy.size.width) }
            """
        #expect(throws: (any Error).self) { try SceneScript.load(source: source, file: "effects.swift") }
        do { _ = try SceneScript.load(source: source, file: "effects.swift") } catch {
            #expect("\(error)".contains("effects.swift:2:"))
            #expect("\(error)".contains("visual effects only"))
        }
    }

    @Test func scrollTransitionAtRestIsTheIdentityPhase() throws {
        let p = try Self.still("""
            // flipbook: size 100x100
            import SwiftUI
            ScrollView {
                VStack {
                    ForEach(0..<3) { i in
                        Rectangle().fill(.black).frame(width: 60, height: 20)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity && phase.value == 0 ? 1 : 0.2)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.5)
                            }
                            .scrollTransition(.animated, axis: .vertical) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                    }
                }
            }
            """)
        // The scroll view's content starts at its top: the second bar spans y 28…48.
        #expect(Self.inkWidth(p, y: 38) == 60)
        #expect(Self.rgb(p, 50, 38) == Self.black)
    }

    static let genie = """
        // flipbook: size 200x200
        // flipbook: duration 2
        // flipbook: at 0.2 hidden = true
        import SwiftUI
        struct Window: View {
            @State private var hidden = false
            @State private var done = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Rectangle().fill(done ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                        .frame(width: 10, height: 10)
                    Rectangle().fill(.black).frame(width: 100, height: 80)
                        .genieTransition(isHidden: hidden, duration: 0.7, delay: 0,
                                         rect: CGRect(x: 40, y: 100, width: 20, height: 20), edge: .top) {
                            done = true
                        }
                        .offset(x: 50, y: 20)
                }
                .frame(width: 200, height: 200, alignment: .topLeading)
            }
        }
        #Preview { Window() }
        """

    @Test func genieTransitionSucksTheViewIntoItsRect() throws {
        let start = try Self.still(Self.genie, at: 0)
        #expect(Self.rgb(start, 100, 60) == Self.black)            // the window at (50…150, 20…100)
        #expect(Self.rgb(start, 5, 5) == [0, 0, 255])
        // Near the end the strips are squeezed into the target: (50 + 40, 20 + 100), 20 × 20.
        let late = try Self.still(Self.genie, at: 0.2 + 0.65)
        var inside = 0, outside = 0
        for y in 0..<200 {
            for x in 12..<200 where Self.rgb(late, x, y)[0] < 128 {
                if x >= 88 && x < 112 && y >= 118 && y < 142 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 20)
        #expect(outside < inside)
        // After the animation the window is hidden, and the completion has run.
        let end = try Self.still(Self.genie, at: 1.5)
        #expect(Self.rgb(end, 100, 60) == Self.white)
        #expect(Self.rgb(end, 100, 130) == Self.white)
        #expect(Self.rgb(end, 5, 5) == [255, 0, 0])
        // The completion did not run before the change.
        let before = try Self.still(Self.genie, at: 0.1)
        #expect(Self.rgb(before, 5, 5) == [0, 0, 255])
    }

    static let timer = """
        // flipbook: size 100x20
        // flipbook: duration 3
        import SwiftUI
        struct Ticker: View {
            @State private var count = 0
            var body: some View {
                Rectangle().fill(.black)
                    .frame(width: CGFloat(count) * 20, height: 20)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                            count += 1
                            if count == 3 { timer.invalidate() }
                        }
                    }
            }
        }
        #Preview { Ticker() }
        """

    @Test func scheduledTimerFiresOnTheClipsClockUntilInvalidated() throws {
        #expect(Self.inkWidth(try Self.still(Self.timer, at: 0.25), y: 10) == 0)
        #expect(Self.inkWidth(try Self.still(Self.timer, at: 0.75), y: 10) == 20)
        #expect(Self.inkWidth(try Self.still(Self.timer, at: 1.25), y: 10) == 40)
        #expect(Self.inkWidth(try Self.still(Self.timer, at: 1.6), y: 10) == 60)
        #expect(Self.inkWidth(try Self.still(Self.timer, at: 2.9), y: 10) == 60)   // invalidated at the third firing
    }

    @Test func aTimerKeptInStateIsInvalidatedFromAnotherAction() throws {
        let source = """
            // flipbook: size 100x20
            // flipbook: duration 3
            // flipbook: at 1.2 timer?.invalidate()
            import SwiftUI
            struct Ticker: View {
                @State private var count = 0
                @State private var timer: Timer?
                var body: some View {
                    Rectangle().fill(.black)
                        .frame(width: CGFloat(count) * 10, height: 20)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .onAppear {
                            timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in count += 1 }
                        }
                }
            }
            #Preview { Ticker() }
            """
        #expect(Self.inkWidth(try Self.still(source, at: 1.1), y: 10) == 40)
        #expect(Self.inkWidth(try Self.still(source, at: 2.5), y: 10) == 40)
    }

    @Test func aTimerEveryZeroSecondsIsAnErrorAtItsPlace() throws {
        let source = """
            import SwiftUI
            struct Ticker: View {
                @State private var count = 0
                var body: some View {
                    Text("\\(count)").onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in count += 1 }
                    }
                }
            }
            """
        do {
            _ = try Clip(scene: try SceneScript.load(source: source, file: "effects.swift"))
            Issue.record("a timer every 0 s must fail")
        } catch {
            #expect("\(error)".contains("effects.swift:6:"))
            #expect("\(error)".contains("every so many seconds above 0"))
        }
    }
}
