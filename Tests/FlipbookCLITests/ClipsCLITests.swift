import Flipbook
import Foundation
import Glibc
import Testing

/// Taps from the command line, auto-tap, seamless loops, `compare` and stale staging, through the binary.
@Suite(.enabled(if: FlipbookBinary.path != nil, "the flipbook binary was not found next to the tests or in .build/*/release; build it first"))
struct ClipsCLITests {
    static let small = ["--size", "200x230", "--scale", "1", "--fps", "10"]

    /// examples/card-flip.swift without its tap and duration directives (as people publish it), in `dir`.
    static func untappedCardFlip(in dir: String) throws -> String {
        let text = try String(contentsOfFile: TestScenes.example("card-flip"), encoding: .utf8)
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// flipbook: tap") && !$0.hasPrefix("// flipbook: duration") }
        let path = dir + "/card-flip.swift"
        try kept.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let spinner = """
    // flipbook: size 120x120
    // flipbook: scale 1
    struct Spinner: View {
        @State private var angle = 0.0
        var body: some View {
            RoundedRectangle(cornerRadius: 4).fill(Color.blue).frame(width: 70, height: 14)
                .rotationEffect(.degrees(angle))
                .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 } }
        }
    }
    """

    /// What `dir` holds besides `keep` (nothing may be left behind by a failed render).
    static func leftovers(_ dir: String, keep: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).filter { !keep.contains($0) }.sorted()
    }

    @Test func badTapsExitTwoNamingTheFlagAndLeaveNothing() throws {
        let dir = try TestScenes.temporaryFolder("cli-taps")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        let out = dir + "/out.gif"
        let cases: [([String], [String])] = [
            (["--tap", "Nope@0.5"], ["--tap Nope@0.5: no button or onTapGesture named \"Nope\"", "tappable then: \"Reveal\""]),
            (["--tap", "Reveal"], ["--tap 'Reveal' has no '@'"]),
            (["--tap", "Reveal@-1"], ["--tap 'Reveal@-1': the time must be 0...3600 seconds"]),
            (["--tap", "Reveal@5", "--duration", "2"], ["--tap Reveal@5: 5 s is after the clip's end (2 s)"]),
        ]
        for (flags, expected) in cases {
            let r = try FlipbookBinary.run(["render", scene, "-o", out] + Self.small + flags)
            #expect(r.status == 2, "\(flags): \(r.stderr)")
            for e in expected { #expect(r.stderr.contains(e), "\(flags): \(r.stderr)") }
            #expect(try Self.leftovers(dir, keep: []) == [], "\(flags) left files behind")
        }
        for command in ["check", "contact-sheet"] {
            let r = try FlipbookBinary.run([command, scene, "--tap", "Nope@0.5"] + (command == "check" ? [] : ["-o", dir + "/s.png"]))
            #expect(r.status == 2 && r.stderr.contains("--tap Nope@0.5"), "\(command): \(r.stderr)")
        }
    }

    @Test func tapFlagsReplaceTheDirectives() throws {
        let dir = try TestScenes.temporaryFolder("cli-tap-flag")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try Self.untappedCardFlip(in: dir)
        let r = try FlipbookBinary.run(["check", scene, "--tap", "Reveal@0.2", "--no-auto-tap"] + Self.small)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("1 tap"), "\(r.stdout)")
        #expect(!r.stderr.contains("auto-tap"))
    }

    @Test func aStillSceneWithControlsIsTappedAndSaysSo() throws {
        let dir = try TestScenes.temporaryFolder("cli-auto-tap")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try Self.untappedCardFlip(in: dir)
        let tapped = try FlipbookBinary.run(["render", scene, "-o", dir + "/auto.gif"] + Self.small)
        #expect(tapped.status == 0, "\(tapped.stderr)")
        #expect(tapped.stderr.contains("flipbook: auto-tap: \"Reveal\" at 0.5 s, \"Hide\" at "), "\(tapped.stderr)")
        let still = try FlipbookBinary.run(["render", scene, "-o", dir + "/still.gif", "--no-auto-tap"] + Self.small)
        #expect(still.status == 0 && !still.stderr.contains("auto-tap"), "\(still.stderr)")
        // The still is the hold alone (0 … 0.5 s at 10 fps: 6 frames); the tapped clip shows both flips.
        #expect(still.stdout.contains(": 6 frames"), "\(still.stdout)")
        #expect(!tapped.stdout.contains(": 6 frames"), "\(tapped.stdout)")
        let quiet = try FlipbookBinary.run(["render", scene, "-o", dir + "/q.gif", "-q"] + Self.small)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test func aSpinnerIsOneSecondLoopWhoseNextFrameIsItsFirst() throws {
        let dir = try TestScenes.temporaryFolder("cli-loop")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = dir + "/spinner.swift"
        try Self.spinner.write(toFile: scene, atomically: true, encoding: .utf8)
        let gif = try FlipbookBinary.run(["render", scene, "-o", dir + "/spinner.gif"])
        #expect(gif.status == 0, "\(gif.stderr)")
        #expect(gif.stdout.contains(": 30 frames"), "\(gif.stdout)")
        #expect(gif.stderr.contains("a seamless loop: one 1 s period"), "\(gif.stderr)")
        // The frame at t = period (the one after the last) shows what frame 0 shows.
        for (name, t) in [("first", "0"), ("next", "1")] {
            let r = try FlipbookBinary.run(["render", scene, "-o", dir + "/\(name).png", "--at", t, "-q"])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let first = try PNG.read(contentsOf: dir + "/first.png"), next = try PNG.read(contentsOf: dir + "/next.png")
        #expect(first.width == next.width && first.height == next.height)
        var differing = 0, worst = 0
        for (a, b) in zip(first.pixels, next.pixels) where a != b {
            differing += 1
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
        }
        // 360° and 0° are the same turn; only float noise in the rotation may touch an edge pixel's last bit.
        #expect(worst <= 1, "\(differing) pixels differ, by up to \(worst)")
        let slow = try FlipbookBinary.run(["render", scene, "-o", dir + "/slow.gif", "--speed", "0.25"])
        #expect(slow.stdout.contains(": 120 frames"), "\(slow.stdout)")
        let fixed = try FlipbookBinary.run(["render", scene, "-o", dir + "/fixed.gif", "--duration", "2"])
        #expect(fixed.stdout.contains(": 61 frames") && !fixed.stderr.contains("loop"), "\(fixed.stdout) \(fixed.stderr)")
    }

    @Test func compareLaysTwoScenesSideBySideOrStacked() throws {
        let dir = try TestScenes.temporaryFolder("cli-compare")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = TestScenes.example("card-flip"), b = TestScenes.example("scale-fade")
        let side = try FlipbookBinary.run(["compare", a, b, "-o", dir + "/side.png", "--at", "0.5", "--scale", "1",
                                           "--size", "200x150"])
        #expect(side.status == 0, "\(side.stderr)")
        let image = try PNG.read(contentsOf: dir + "/side.png")
        // padding 12 + 200 + spacing 16 + 200 + 12 wide; 12 + label 22 + 150 + 12 high.
        #expect(image.width == 440 && image.height == 196, "\(image.width)x\(image.height)")
        let stacked = try FlipbookBinary.run(["compare", a, b, "-o", dir + "/stacked.png", "--at", "0.5", "--scale", "1",
                                              "--size", "200x150", "--stack", "vertical"])
        #expect(stacked.status == 0, "\(stacked.stderr)")
        let tall = try PNG.read(contentsOf: dir + "/stacked.png")
        #expect(tall.width == 224 && tall.height == 12 + 22 + 150 + 16 + 22 + 150 + 12, "\(tall.width)x\(tall.height)")
        let gif = try FlipbookBinary.run(["compare", a, b, "-o", dir + "/both.gif", "--speed", "0.25", "--fps", "10",
                                          "--scale", "1", "--size", "200x150", "-q"])
        #expect(gif.status == 0, "\(gif.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/both.gif"))
        let bad = try FlipbookBinary.run(["compare", a, "-o", dir + "/one.gif"])
        #expect(bad.status == 2 && bad.stderr.contains("compare takes two scenes"), "\(bad.stderr)")
        let badStack = try FlipbookBinary.run(["compare", a, b, "-o", dir + "/x.gif", "--stack", "diagonal"])
        #expect(badStack.status == 2 && badStack.stderr.contains("--stack 'diagonal'"), "\(badStack.stderr)")
        #expect(try Self.leftovers(dir, keep: ["side.png", "stacked.png", "both.gif"]) == [])
    }

    @Test func compareTakesTwoPreviewsOfOneFile() throws {
        let dir = try TestScenes.temporaryFolder("cli-compare-previews")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/toast.swift"
        try """
        // flipbook: size 200x160
        // flipbook: scale 1
        struct Toast: View {
            var animated: Bool
            @State private var shown = false
            var body: some View {
                VStack {
                    if shown { Text("Saved").padding().background(Capsule().fill(Color.green)).transition(animated ? .scale : .identity) }
                    Button("Save") { withAnimation(.easeOut(duration: 0.4)) { shown.toggle() } }
                }
            }
        }
        #Preview("With") { Toast(animated: true) }
        #Preview("Without") { Toast(animated: false) }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try FlipbookBinary.run(["compare", file + "#With", file + "#Without", "-o", dir + "/both.gif", "--speed", "0.25",
                                        "--tap", "Save@0.2"])
        #expect(r.status == 0, "\(r.stderr)")
        // One clock: the longer clip (0.2 s tap + 0.4 s + one frame, then the 0.5 s hold) at quarter speed.
        #expect(r.stdout.contains("wrote \(dir)/both.gif: "), "\(r.stdout)")
        // Mid-transition the two panels differ: the scale transition is under way only on the left.
        let still = try FlipbookBinary.run(["compare", file + "#With", file + "#Without", "-o", dir + "/mid.png", "--at", "0.3",
                                            "--tap", "Save@0.2", "-q"])
        #expect(still.status == 0, "\(still.stderr)")
        let image = try PNG.read(contentsOf: dir + "/mid.png")
        #expect(image.width == 12 + 200 + 16 + 200 + 12)
        var left: [UInt32] = [], right: [UInt32] = []
        for y in 34..<(34 + 160) {
            for x in 0..<200 {
                left.append(image.pixels[y * image.width + 12 + x])
                right.append(image.pixels[y * image.width + 228 + x])
            }
        }
        #expect(left != right)
        let missing = try FlipbookBinary.run(["compare", file + "#Nope", file, "-o", dir + "/x.gif"])
        #expect(missing.status == 2 && missing.stderr.contains("no #Preview named \"Nope\""), "\(missing.stderr)")
    }

    /// A pid that ran and has exited (so no process has it, barring reuse).
    static func deadPID() throws -> pid_t {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        return p.processIdentifier
    }

    @Test func staleStagingOfDeadProcessesIsRemovedAndLiveOnesKept() throws {
        let dir = try TestScenes.temporaryFolder("cli-stale")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let frames = dir + "/frames"
        let dead = try Self.deadPID(), live = getpid()
        let fm = FileManager.default
        let host = StagingName.host
        let staged = [".flipbook-tmp-\(dead)-1", ".flipbook-tmp-\(host)-\(dead)-2", ".flipbook-tmp-\(host)-\(live)-1",
                      ".flipbook-tmp-other-host-\(dead)-1"]
        for name in staged {
            try fm.createDirectory(atPath: frames + "/" + name, withIntermediateDirectories: true)
            #expect(fm.createFile(atPath: frames + "/" + name + "/frame-0000.png", contents: Data([1, 2, 3])))
        }
        for name in [".clip.gif.tmp-\(dead)-3", ".clip.gif.tmp-\(host)-\(live)-4"] {
            #expect(fm.createFile(atPath: dir + "/" + name, contents: Data([1])))
        }
        let scene = TestScenes.example("scale-fade")
        #expect(try FlipbookBinary.run(["render", scene, "-o", frames + "/", "-q"] + Self.small).status == 0)
        #expect(try fm.contentsOfDirectory(atPath: frames).filter { $0.hasPrefix(".") }.sorted()
                == [".flipbook-tmp-\(host)-\(live)-1", ".flipbook-tmp-other-host-\(dead)-1"].sorted())
        #expect(try FlipbookBinary.run(["render", scene, "-o", dir + "/clip.gif", "-q"] + Self.small).status == 0)
        #expect(try fm.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") } == [".clip.gif.tmp-\(host)-\(live)-4"])
    }

    @Test func aRenderKilledMidwayIsCleanedUpByTheNext() throws {
        let dir = try TestScenes.temporaryFolder("cli-sigkill")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let frames = dir + "/frames"
        let scene = TestScenes.example("card-flip")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: FlipbookBinary.path!)
        p.arguments = ["render", scene, "-o", frames + "/", "--threads", "1", "-q", "--fps", "60", "--size", "200x230",
                       "--scale", "2"]
        try p.run()
        // Wait until the render has staged a frame, then kill it as the OOM killer would.
        let fm = FileManager.default
        var staging: String?
        for _ in 0..<400 {
            if let s = (try? fm.contentsOfDirectory(atPath: frames))?.first(where: { $0.hasPrefix(".flipbook-tmp-") }),
               let inside = try? fm.contentsOfDirectory(atPath: frames + "/" + s), !inside.isEmpty {
                staging = s
                break
            }
            usleep(25_000)
        }
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        let left = try #require(staging, "the render never staged a frame")
        #expect(fm.fileExists(atPath: frames + "/" + left), "SIGKILL should leave the staging folder")
        let next = try FlipbookBinary.run(["render", TestScenes.example("scale-fade"), "-o", frames + "/", "-q"] + Self.small)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try fm.contentsOfDirectory(atPath: frames).filter { $0.hasPrefix(".") } == [])
    }
}
