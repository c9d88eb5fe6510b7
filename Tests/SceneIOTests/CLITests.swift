import Glibc
import Testing

/// Runs the built `flipbook` binary (found next to the test bundle) and captures its output.
enum CLI {
    static let binary: String? = {
        var buf = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        guard n > 0 else { return nil }
        let exe = String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let dir = exe.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let candidate = dir + "/flipbook"
        return access(candidate, X_OK) == 0 ? candidate : nil
    }()

    struct Result { var status: Int32; var out: String; var err: String }

    static func run(_ args: [String]) throws -> Result {
        let bin = try #require(binary)
        let tag = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let outPath = "/tmp/flipbook-cli-test-\(tag).out", errPath = "/tmp/flipbook-cli-test-\(tag).err"
        defer { unlink(outPath); unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([bin] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, bin, &actions, nil, argv, environ)
        #expect(rc == 0)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let exit = (status >> 8) & 0xFF
        return Result(status: exit, out: BadJSONTests.read(outPath) ?? "", err: BadJSONTests.read(errPath) ?? "")
    }
}

@Suite("flipbook check, list and convert", .enabled(if: CLI.binary != nil, "the flipbook binary is not built next to the test bundle (swift build --product flipbook)"))
struct CLITests {
    let examples = Repo.examples
    let bad = BadJSONTests.folder

    @Test("check prints one summary line per good scene and exits 0")
    func checkGood() throws {
        let r = try CLI.run(["check", examples + "/card-flip.swift", examples + "/genie.swift"])
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("card-flip.swift: ok: card-flip: 400x460 pt @2x, 30 fps, 3.2 s, 97 frames, 2 state changes, 2 taps") == true)
        #expect(r.err.isEmpty)
    }

    @Test("check reports a bad scene with its place and exits 2")
    func checkBad() throws {
        let r = try CLI.run(["check", examples + "/tabs.swift", bad + "/12-modifier-width-not-a-number.json"])
        #expect(r.status == 2)
        #expect(r.out.contains("tabs: "))
        #expect(r.err.contains("12-modifier-width-not-a-number.json: $.states[1].view.children[0].modifiers[1].width: expected a number, found \"abc\""))
        #expect(r.err.contains("1 of 2 scenes failed"))
        let s = try CLI.run(["check", bad + "/01-syntax-trailing-comma.json"])
        #expect(s.status == 2)
        #expect(s.err.contains("01-syntax-trailing-comma.json:3:1: syntax error:"))
    }

    @Test("check reports a scene-script error with line:column and a caret")
    func checkScriptError() throws {
        let path = "/tmp/flipbook-cli-test-\(getpid())-bad.swift"
        let f = try #require(fopen(path, "w"))
        fputs("Text(\"Hi\").frobnicate()\n", f)
        fclose(f)
        defer { unlink(path) }
        let r = try CLI.run(["check", path])
        #expect(r.status == 2)
        #expect(r.err.contains("bad.swift:1:11: error: unknown modifier 'frobnicate'"))
        #expect(r.err.contains("^"))
    }

    @Test("list prints every group, or one, and rejects unknown groups with exit 2")
    func list() throws {
        let all = try CLI.run(["list"])
        #expect(all.status == 0)
        for group in ["views", "modifiers", "transitions", "animations"] { #expect(all.out.contains("\n\(group) — ") || all.out.hasPrefix("\(group) — ")) }
        let t = try CLI.run(["list", "transitions", "--names"])
        #expect(t.status == 0)
        let names = t.out.split(separator: "\n").map(String.init)
        for n in [".opacity", ".slide", ".scale", ".move", ".push", ".asymmetric", ".modifier", ".combined"] { #expect(names.contains(n)) }
        let m = try CLI.run(["list", "modifiers"])
        #expect(m.out.contains(".frame(width:height:alignment:)"))
        let bad = try CLI.run(["list", "transitoins"])
        #expect(bad.status == 2)
        #expect(bad.err.contains("unknown group 'transitoins'") && bad.err.contains("did you mean 'transitions'"))
    }

    @Test("convert writes JSON to stdout or atomically to a file; the file checks like the script")
    func convert() throws {
        let r = try CLI.run(["convert", examples + "/rotate-scale.swift", "--json"])
        #expect(r.status == 0)
        #expect(r.out.hasPrefix("{\n  \"format\": \"flipbook-scene\""))
        let out = "/tmp/flipbook-cli-test-\(getpid()).json"
        defer { unlink(out) }
        let w = try CLI.run(["convert", examples + "/rotate-scale.swift", "--json", "-o", out])
        #expect(w.status == 0 && w.out.isEmpty)
        #expect(BadJSONTests.read(out) == r.out)
        let c1 = try CLI.run(["check", examples + "/rotate-scale.swift"]), c2 = try CLI.run(["check", out])
        let tail = { (s: String) in s.split(separator: ":", maxSplits: 2).last.map(String.init) ?? "" }
        #expect(tail(c1.out).replacingOccurrences(of: "0 taps", with: "") == tail(c2.out).replacingOccurrences(of: "0 taps", with: ""))
    }

    @Test("convert usage errors exit 2: no format, missing scene, unwritable output")
    func convertErrors() throws {
        let a = try CLI.run(["convert", examples + "/rotate-scale.swift"])
        #expect(a.status == 2 && a.err.contains("choose the output format: --json"))
        let b = try CLI.run(["convert", "--json"])
        #expect(b.status == 2)
        let c = try CLI.run(["convert", examples + "/rotate-scale.swift", "--json", "-o", "/nonexistent-dir/x.json"])
        #expect(c.status == 2 && c.err.contains("cannot write /nonexistent-dir/x.json"))
    }

    @Test("--help works on each new command")
    func help() throws {
        for cmd in ["check", "list", "convert"] {
            let r = try CLI.run([cmd, "--help"])
            #expect(r.status == 0)
            #expect(r.out.contains("flipbook \(cmd)"))
        }
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Substring(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
