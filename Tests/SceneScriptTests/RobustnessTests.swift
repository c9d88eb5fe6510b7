#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Document
import SceneScript

/// Hostile scripts fail with errors, never crashes, on any thread.
@Suite struct RobustnessTests {
    /// Runs `body` on a new thread with a small stack and returns its result.
    func onSmallStack(_ bytes: Int, _ body: @escaping @Sendable () -> String) -> String {
        final class Box: @unchecked Sendable {
            let body: @Sendable () -> String
            var result = ""
            init(_ body: @escaping @Sendable () -> String) { self.body = body }
        }
        let box = Box(body)
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        pthread_attr_setstacksize(&attr, bytes)
        var thread = pthread_t()
        let unmanaged = Unmanaged.passRetained(box)
        let rc = pthread_create(&thread, &attr, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.result = box.body()
            return nil
        }, unmanaged.toOpaque())
        pthread_attr_destroy(&attr)
        guard rc == 0 else { unmanaged.release(); return "pthread_create failed" }
        pthread_join(thread, nil)
        return box.result
    }

    static let deepViews = """
    func f(_ n: Int) -> some View {
        if n == 0 { Text("x") } else { VStack { f(n - 1).padding(1) } }
    }
    f(100000)
    """

    @Test func deepRecursionFailsCleanlyOnASmallStack() {
        let result = onSmallStack(512 * 1024) {
            let generous = ScriptLimits(maxCallDepth: 1_000_000, maxViewDepth: 1_000_000, maxEvaluationDepth: 1_000_000)
            do {
                _ = try SceneScript.load(source: RobustnessTests.deepViews, file: "deep.swift", limits: generous)
                return "loaded"
            } catch let e as ScriptError { return e.message } catch { return "\(error)" }
        }
        #expect(result == "evaluation is nested too deeply for this thread's stack")
    }

    @Test func deepSyntaxFailsCleanlyOnASmallStack() {
        let result = onSmallStack(256 * 1024) {
            let source = "let x = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000) + "\nText(\"x\")"
            do {
                _ = try SceneScript.load(source: source, file: "parens.swift", limits: ScriptLimits(maxNesting: 1_000_000))
                return "loaded"
            } catch let e as ScriptError { return e.message } catch { return "\(error)" }
        }
        #expect(result == "the code is nested too deeply for this thread's stack")
    }

    @Test func defaultLimitsStopRecursionEverywhere() {
        // With the default limits the call depth stops the same script before the stack runs out.
        let result = onSmallStack(512 * 1024) {
            do { _ = try SceneScript.load(source: RobustnessTests.deepViews, file: "deep.swift"); return "loaded" }
            catch let e as ScriptError { return e.message } catch { return "\(error)" }
        }
        // (A debug build's frames are large enough for the stack guard to stop it first.)
        #expect(result.hasPrefix("calls are nested too deeply (more than 48)")
                || result == "evaluation is nested too deeply for this thread's stack")
    }

    @Test func valuesCannotExplode() {
        let doubling = """
        func grow() -> Int {
            var p = AnimatablePair(1.0, 1.0)
            for _ in 0..<64 { p = AnimatablePair(p, p) }
            return 0
        }
        Text("\\(grow())")
        """
        #expect(failure(doubling)?.contains("value too large") == true)
        let nesting = """
        func nest() -> Int {
            var a: [Any] = []
            for _ in 0..<100 { a = [a] }
            return a.count
        }
        Text("\\(nest())")
        """
        #expect(failure(nesting)?.contains("values are nested too deeply (more than 32 levels)") == true)
    }

    @Test func mutilatedExamplesNeverCrash() throws {
        // Every prefix of an example (cut at each line) loads or fails with a ScriptError.
        for name in ExampleTests.names {
            let text = try #require(readText(examplesFolder + "/\(name).swift"))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for n in stride(from: 0, through: lines.count, by: 3) {
                let cut = lines.prefix(n).joined(separator: "\n")
                do { _ = try SceneScript.load(source: cut, file: "\(name).swift") } catch is ScriptError {} catch {
                    Issue.record("\(name) cut at \(n): \(error)")
                }
            }
        }
    }
}
