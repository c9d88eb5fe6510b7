import Codecs
import Foundation
import Golden
import Raster
import Testing

/// Our YIQ counts against the reference checker (`shared/bench/golden/pixelmatch_check.py`, PyPI pixelmatch
/// 0.4 = pixelmatch v5–7.2 semantics) on generated pairs written as PNG. Needs the peers virtual environment.
@Suite struct PixelmatchAgreementTests {
    static let python = NSHomeDirectory() + "/.cache/flipbook-peers/bin/python"
    static let checker = "/work/shared/bench/golden/pixelmatch_check.py"
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: python) && FileManager.default.fileExists(atPath: checker)
    }

    /// Named image pairs: shifted shapes, anti-aliasing differences, colour changes, thin lines, gradients, alpha.
    static func pairs() -> [(name: String, a: Pixmap, b: Pixmap)] {
        let w = 160, h = 120
        var out: [(String, Pixmap, Pixmap)] = []
        func pair(_ name: String, _ draw: (inout TestCanvas, Bool) -> Void, background: (Int, Int, Int, Int) = (255, 255, 255, 255)) {
            var a = TestCanvas(width: w, height: h, background: background), b = a
            draw(&a, false); draw(&b, true)
            out.append((name, a.pixmap, b.pixmap))
        }
        pair("circle shifted 2 px") { c, second in c.circle(second ? 62 : 60, 60, 30, (200, 40, 40, 255)) }
        pair("rect shifted 0.4 px (AA edges)") { c, second in
            c.rect(second ? 40.4 : 40, 30.25, second ? 100.4 : 100, 90.6, (20, 90, 200, 255))
        }
        pair("circle 4x4 vs 2x2 supersampling") { c, second in c.circle(80, 60, 35.3, (10, 10, 10, 255), samples: second ? 2 : 4) }
        pair("colour change: tint + recoloured block") { c, second in
            c.rect(10, 10, 70, 70, second ? (30, 110, 210, 255) : (20, 100, 200, 255))
            c.rect(90, 20, 140, 100, second ? (220, 120, 0, 255) : (40, 160, 60, 255))
        }
        pair("thin lines moved/rotated") { c, second in
            c.line(10, 10, 150, second ? 52 : 50, width: 1, (0, 0, 0, 255))
            c.line(20, 110, second ? 141 : 140, 60, width: 1.5, (30, 30, 160, 255))
        }
        pair("gradient with noise") { c, second in
            c.gradient((0, 40, 200), (255, 200, 0), noise: second ? 60 : 0, seed: 7)
        }
        pair("gradient red noise ±40") { c, second in
            c.gradient((30, 60, 90), (230, 160, 40), noise: second ? 40 : 0, seed: 3)
        }
        pair("glyph-like bars, one changed") { c, second in
            for i in 0..<12 {
                let x = 8 + Double(i) * 12.3
                c.rect(x, 30, x + 2.5, 70.5, (0, 0, 0, 255))
                c.rect(x, 30, x + 8.2, 32.7, (0, 0, 0, 255))
                if second && i == 5 { c.rect(x + 2, 50, x + 8, 52.5, (0, 0, 0, 255)) }
            }
        }
        pair("semi-transparent shapes moved", { c, second in
            c.circle(second ? 71 : 70, 60, 28, (255, 0, 128, 160))
            c.rect(20, 20, second ? 61 : 60, 50, (0, 0, 255, 90))
        }, background: (0, 0, 0, 0))
        pair("stroke ring AA vs shifted") { c, second in
            let r0 = 30.0, r1 = second ? 32.5 : 32.0
            c.fill((0, 120, 0, 255)) { x, y in
                let d = ((x - 80) * (x - 80) + (y - 60) * (y - 60)).squareRoot()
                return d >= r0 && d <= r1
            }
        }
        return out
    }

    struct Reference: Decodable { var mismatched: Int }

    func reference(_ a: String, _ b: String, includeAA: Bool) throws -> Int {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.python)
        p.arguments = [Self.checker, a, b, "--json"] + (includeAA ? ["--include-aa"] : [])
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return try JSONDecoder().decode(Reference.self, from: data).mismatched
    }

    @Test(.enabled(if: PixelmatchAgreementTests.available,
                   "needs the peers venv (~/.cache/flipbook-peers, from shared/bench/setup-peers.sh) and pixelmatch_check.py"))
    func countsAgreeWithReferencePixelmatch() throws {
        let dir = temporaryDirectory("pixelmatch")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var lines: [String] = []
        for (i, pair) in Self.pairs().enumerated() {
            let pa = "\(dir)/\(i)-a.png", pb = "\(dir)/\(i)-b.png"
            try PNG.write(pair.a, to: pa)
            try PNG.write(pair.b, to: pb)
            // Compare what the files hold (PNG round trip), as the reference does.
            let a = try PNG.read(contentsOf: pa), b = try PNG.read(contentsOf: pb)
            for includeAA in [false, true] {
                let ours = ImageComparator.compare(golden: a, actual: b,
                                                   tolerance: .perceptual(includeAA: includeAA, reason: "agreement"),
                                                   scores: .never).differingPixels
                let theirs = try reference(pa, pb, includeAA: includeAA)
                lines.append("\(pair.name) includeAA=\(includeAA): ours \(ours), reference \(theirs)")
                #expect(Double(abs(ours - theirs)) <= 0.01 * Double(theirs),
                        "\(pair.name) includeAA=\(includeAA): ours \(ours), reference \(theirs)")
            }
        }
        print("pixelmatch agreement:\n  " + lines.joined(separator: "\n  "))
        #expect(lines.count == 2 * Self.pairs().count && Self.pairs().count >= 8)
    }
}
