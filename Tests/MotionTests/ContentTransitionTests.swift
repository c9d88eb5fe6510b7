import Document
import Layout
import Motion
import Testing

/// A text or symbol whose content changes in an animated transaction: the frame animates and the
/// content transitions (`contentTransition(_:)`, default `.opacity`); without an animation, or
/// under `.identity`, the content changes at once.
@Suite struct ContentTransitionTests {
    /// A centred label that reads "Hide" then, from 0.5 s, "Show more" (wider), animated linearly
    /// over 1 s when `animated`.
    static func label(animated: Bool, transition: ContentTransition? = nil) -> Scene {
        let script = Script(name: "s", steps: [.sleep(0.5), mutate("on", true, animated ? .linear(duration: 1) : nil)])
        return Scene(name: "label", size: Size(300, 100), duration: 2, initialState: StateValues(["on": .bool(false)]),
                     scripts: [(0, script)]) { state in
            let text = Text(state.bool("on") ? "Show more" : "Hide")
            if let transition { return ViewNode(ZStack { text.contentTransition(transition) }.frame(width: 300, height: 100)) }
            return ViewNode(ZStack { text }.frame(width: 300, height: 100))
        }
    }

    /// The text nodes drawn at t with the opacity each is drawn with and its frame.
    func texts(_ clip: Clip, at t: Double) throws -> [(string: String, opacity: Double, frame: Rect)] {
        let root = try clip.presentation(at: t).layout
        var out: [(String, Double, Rect)] = []
        func visit(_ n: LayoutNode, _ o: Double) {
            var o = o
            for m in n.modifiers { if case .effect(let e, _) = m, let op = e.as(OpacityEffect.self) { o *= op.value } }
            if case .text(let d)? = n.content { out.append((d.string, o, n.frame)) }
            for c in n.children { visit(c, o) }
            for m in n.modifiers { if case .overlay(let v) = m { visit(v, o) } }
        }
        visit(root, 1)
        return out
    }

    @Test func aChangedStringCrossFadesInTheAnimatedFrame() throws {
        let clip = try Clip(scene: Self.label(animated: true))
        let before = try texts(clip, at: 0.4), after = try texts(clip, at: 1.6)
        #expect(before.map(\.string) == ["Hide"] && after.map(\.string) == ["Show more"])
        let mid = try texts(clip, at: 1.0)   // half-way through the linear second
        #expect(mid.map(\.string) == ["Hide", "Show more"])
        #expect(abs(mid[0].opacity - 0.5) < 1e-9 && abs(mid[1].opacity - 0.5) < 1e-9)
        // Both are centred where the frame is half-way between the two widths.
        let oldW = before[0].frame.width, newW = after[0].frame.width
        #expect(newW > oldW)
        #expect(abs(mid[0].frame.midX - 150) < 0.5 && abs(mid[1].frame.midX - 150) < 0.5)
        let quarter = try texts(clip, at: 0.75)
        #expect(abs(quarter[0].opacity - 0.75) < 1e-9 && abs(quarter[1].opacity - 0.25) < 1e-9)
    }

    @Test func withoutAnAnimationOrUnderIdentityTheStringChangesAtOnce() throws {
        let plain = try Clip(scene: Self.label(animated: false))
        #expect(try texts(plain, at: 0.6).map(\.string) == ["Show more"])
        let identity = try Clip(scene: Self.label(animated: true, transition: .identity))
        let mid = try texts(identity, at: 1.0)
        #expect(mid.map(\.string) == ["Show more"] && mid[0].opacity == 1)
    }

    /// A counter 9 → 10 → 11 under `.numericText(value:)`: "1" of "11" is kept from "10" and the
    /// changed digit rolls; the direction follows the value.
    static func counter(values: [Int], countsDown: Bool? = nil) -> Scene {
        var steps: [Script.Step] = []
        for v in values.dropFirst() { steps += [.sleep(1), .mutate(animation: .linear(duration: 1)) { $0["n"] = .int(v) }] }
        return Scene(name: "counter", size: Size(200, 100), duration: Double(values.count), initialState: StateValues(["n": .int(values[0])]),
                     scripts: [(0, Script(name: "s", steps: steps))]) { state in
            let n = state.int("n")
            let t: ContentTransition = countsDown.map { .numericText(countsDown: $0, value: nil) } ?? .numericText(countsDown: false, value: Double(n))
            return ViewNode(ZStack { Text("\(n)").font(.system(size: 40)).contentTransition(t) }.frame(width: 200, height: 100))
        }
    }

    /// Glyph nodes of a numeric-text change: (tag, vertical offset of its layout box from the
    /// resting box, opacity).
    func rolls(_ clip: Clip, at t: Double) throws -> [String: (dy: Double, opacity: Double)] {
        let root = try clip.presentation(at: t).layout
        guard let textNode = root.allNodes.first(where: { if case .text = $0.kind { true } else { false } }) else { return [:] }
        var out: [String: (Double, Double)] = [:]
        for m in textNode.modifiers {
            guard case .overlay(let v) = m, case .branch(let tag)? = v.path.components.last else { continue }
            var o = 1.0
            for vm in v.modifiers { if case .effect(let e, _) = vm, let op = e.as(OpacityEffect.self) { o *= op.value } }
            out[tag] = (v.frame.minY - textNode.frame.minY, o)
        }
        return out
    }

    @Test func numericTextRollsTheChangedDigitsUpWhenCountingUp() throws {
        let clip = try Clip(scene: Self.counter(values: [10, 11]))
        let mid = try rolls(clip, at: 1.5)
        // "1" kept (its own node), "0" rolls out upwards, "1" in from below; half a line each way at full progress.
        #expect(mid["glyph-0"] != nil)
        let out = try #require(mid["roll-old"]), into = try #require(mid["roll-new"])
        #expect(out.dy < 0 && into.dy > 0)
        #expect(abs(out.opacity - 0.5) < 1e-9 && abs(into.opacity - 0.5) < 1e-9)
        // At half-time both are a quarter line from where the kept "1" rests, one above, one below.
        let rest = try #require(mid["glyph-0"]).dy
        #expect(abs((out.dy + into.dy) / 2 - rest) < 1e-9)
        #expect(try rolls(clip, at: 2.5).isEmpty)   // settled: plain text again
    }

    @Test func numericTextDirectionFollowsTheValueOrCountsDown() throws {
        let down = try rolls(try Clip(scene: Self.counter(values: [11, 10])), at: 1.5)
        #expect(try #require(down["roll-old"]).dy > 0 && (try #require(down["roll-new"])).dy < 0)
        let flagged = try rolls(try Clip(scene: Self.counter(values: [10, 11], countsDown: true)), at: 1.5)
        #expect(try #require(flagged["roll-old"]).dy > 0)
    }

    @Test func aChangedSymbolCrossFades() throws {
        let script = Script(name: "s", steps: [.sleep(0.5), mutate("on", true, .linear(duration: 1))])
        let scene = Scene(name: "symbol", size: Size(100, 100), duration: 2, initialState: StateValues(["on": .bool(false)]),
                          scripts: [(0, script)]) { state in
            ViewNode(ZStack { Image(systemName: state.bool("on") ? "heart.fill" : "heart").font(.system(size: 40)) }
                .frame(width: 100, height: 100))
        }
        let root = try Clip(scene: scene).presentation(at: 1.0).layout
        // The view keeps its identity and its new kind; the old and the new symbol are drawn over it, half each.
        let symbol = try #require(root.allNodes.first(where: isSymbol("heart.fill")))
        #expect(symbol.content == nil)
        func drawn(_ tag: String) -> (name: String, opacity: Double)? {
            for m in symbol.modifiers {
                guard case .overlay(let v) = m, v.path.components.last == .branch(tag), case .symbol(let name) = v.kind else { continue }
                return (name, visibleOpacity(of: { $0.path == v.path }, in: v) ?? 0)
            }
            return nil
        }
        #expect(drawn("content-old")?.name == "heart" && drawn("content-new")?.name == "heart.fill")
        #expect(abs((drawn("content-old")?.opacity ?? 0) - 0.5) < 1e-9 && abs((drawn("content-new")?.opacity ?? 0) - 0.5) < 1e-9)
    }
}
