import Foundation
import Testing

@Suite("flipbook check, list and convert", .enabled(if: FlipbookBinary.path != nil, "the flipbook binary was not found next to the tests or in .build/*/release; build it first"))
struct CheckListConvertTests {
    let examples = TestScenes.root + "/examples"
    let bad = TestScenes.root + "/Tests/SceneIOTests/BadJSON"

    @Test("check prints one summary line per good scene and exits 0")
    func checkGood() throws {
        let r = try FlipbookBinary.run(["check", examples + "/card-flip.swift", examples + "/genie.swift"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("card-flip.swift: ok: card-flip: 400x460 pt @2x, 30 fps, 3.2 s, 97 frames, 2 state changes, 2 taps") == true)
        #expect(r.stderr.isEmpty)
    }

    @Test("check reports a bad scene with its place and exits 2")
    func checkBad() throws {
        let r = try FlipbookBinary.run(["check", examples + "/tabs.swift", bad + "/12-modifier-width-not-a-number.json"])
        #expect(r.status == 2)
        #expect(r.stdout.contains("tabs: "))
        #expect(r.stderr.contains("12-modifier-width-not-a-number.json: $.states[1].view.children[0].modifiers[1].width: expected a number, found \"abc\""))
        #expect(r.stderr.contains("1 of 2 scenes failed"))
        let s = try FlipbookBinary.run(["check", bad + "/01-syntax-trailing-comma.json"])
        #expect(s.status == 2)
        #expect(s.stderr.contains("01-syntax-trailing-comma.json:3:1: syntax error:"))
    }

    @Test("check reports a scene-script error with line:column and a caret")
    func checkScriptError() throws {
        let path = "/tmp/flipbook-cli-test-\(getpid())-bad.swift"
        let f = try #require(fopen(path, "w"))
        fputs("Text(\"Hi\").frobnicate()\n", f)
        fclose(f)
        defer { unlink(path) }
        let r = try FlipbookBinary.run(["check", path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("bad.swift:1:11: error: unknown modifier 'frobnicate'"))
        #expect(r.stderr.contains("^"))
    }

    @Test("list prints every group, or one, and rejects unknown groups with exit 2")
    func list() throws {
        let all = try FlipbookBinary.run(["list"])
        #expect(all.status == 0)
        for group in ["views", "modifiers", "transitions", "animations"] { #expect(all.stdout.contains("\n\(group) — ") || all.stdout.hasPrefix("\(group) — ")) }
        let t = try FlipbookBinary.run(["list", "transitions", "--names"])
        #expect(t.status == 0)
        let names = t.stdout.split(separator: "\n").map(String.init)
        for n in [".opacity", ".slide", ".scale", ".move", ".push", ".asymmetric", ".modifier", ".combined"] { #expect(names.contains(n)) }
        let m = try FlipbookBinary.run(["list", "modifiers"])
        #expect(m.stdout.contains(".frame(width:height:alignment:)"))
        let bad = try FlipbookBinary.run(["list", "transitoins"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown group 'transitoins'") && bad.stderr.contains("did you mean 'transitions'"))
    }

    @Test("convert writes JSON to stdout or atomically to a file; the file checks like the script")
    func convert() throws {
        let r = try FlipbookBinary.run(["convert", examples + "/rotate-scale.swift", "--json"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("{\n  \"format\": \"flipbook-scene\""))
        let out = "/tmp/flipbook-cli-test-\(getpid()).json"
        defer { unlink(out) }
        let w = try FlipbookBinary.run(["convert", examples + "/rotate-scale.swift", "--json", "-o", out])
        #expect(w.status == 0 && w.stdout.hasPrefix("wrote \(out): JSON scene of "))
        #expect((FileManager.default.contents(atPath: out).map { String(decoding: $0, as: UTF8.self) }) == r.stdout)
        let c1 = try FlipbookBinary.run(["check", examples + "/rotate-scale.swift"]), c2 = try FlipbookBinary.run(["check", out])
        let tail = { (s: String) in s.split(separator: ":", maxSplits: 2).last.map(String.init) ?? "" }
        #expect(tail(c1.stdout).replacingOccurrences(of: "0 taps", with: "") == tail(c2.stdout).replacingOccurrences(of: "0 taps", with: ""))
    }

    @Test("convert usage errors exit 2: missing scene, unwritable output; JSON needs no --json")
    func convertErrors() throws {
        let a = try FlipbookBinary.run(["convert", examples + "/rotate-scale.swift"])
        #expect(a.status == 0 && a.stdout.hasPrefix("{\n  \"format\": \"flipbook-scene\""))
        let b = try FlipbookBinary.run(["convert", "--json"])
        #expect(b.status == 2)
        let c = try FlipbookBinary.run(["convert", examples + "/rotate-scale.swift", "--json", "-o", "/nonexistent-dir/x.json"])
        #expect(c.status == 2 && c.stderr.contains("/nonexistent-dir/x.json: cannot create file"))
    }

    @Test("--help works on each new command")
    func help() throws {
        for cmd in ["check", "list", "convert"] {
            let r = try FlipbookBinary.run([cmd, "--help"])
            #expect(r.status == 0)
            #expect(r.stdout.contains("flipbook \(cmd)"))
        }
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Substring(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
