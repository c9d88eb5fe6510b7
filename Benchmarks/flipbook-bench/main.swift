// flipbook-bench: Flipbook's side of the peer benchmark kit (/work/shared/bench/raster/raster_peers.py).
//
//   flipbook-bench raster [--scenes cards,flip,shadow,text,fill,fill50] [--sizes 512,1080p] [--out-dir DIR]
//   flipbook-bench serve                      the same cells on request, one per stdin line (raster_rounds.py)
//   flipbook-bench cache                      the render tree's layer cache on a 3D flip (cached vs not)
//   flipbook-bench cards-data [--sizes 512]    first and last card of the S1 data (to check against Python)
//   flipbook-bench stages FILE.swift …         interpretation vs layout vs motion vs raster, per scene
//
// Prints one JSON object per line: {"scene":"cards","size":"512","median_ms":…,"n":…,"min_ms":…}
// (median and minimum CPU ms per frame, as the peer kit's `median` and `cpu_min`).
// With --out-dir, also writes each final frame to DIR/flipbook_<scene>_<size>.png.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Codecs
import Raster

let sizeTable: [(String, Int, Int)] = [("512", 512, 512), ("1080p", 1920, 1080)]
let sceneNames = ["cards", "flip", "shadow", "text", "fill", "fill50"]

func fail(_ message: String) -> Never {
    let line = "flipbook-bench: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

var args = Array(CommandLine.arguments.dropFirst())
guard let command = args.first else {
    fail("usage: flipbook-bench raster [--scenes cards,fill,fill50] [--sizes 512,1080p] [--out-dir DIR]")
}
args.removeFirst()
if command == "stages" {
    stagesBench(args)
    exit(0)
}
var scenes = sceneNames
var sizes = sizeTable.map(\.0)
var outDir: String?
while !args.isEmpty {
    let flag = args.removeFirst()
    guard !args.isEmpty else { fail("\(flag) needs a value") }
    let value = args.removeFirst()
    switch flag {
    case "--scenes": scenes = value.split(separator: ",").map(String.init)
    case "--sizes": sizes = value.split(separator: ",").map(String.init)
    case "--out-dir": outDir = value
    default: fail("unknown option \(flag)")
    }
}
for s in scenes where !sceneNames.contains(s) { fail("unknown scene \(s) (known: \(sceneNames.joined(separator: ",")))") }
for s in sizes where !sizeTable.contains(where: { $0.0 == s }) { fail("unknown size \(s) (known: 512,1080p)") }


switch command {
case "cache":
    cacheBench()
case "cards-data":
    for (name, w, h) in sizeTable where sizes.contains(name) {
        let cards = cardsData(width: w, height: h)
        for (i, c) in [(0, cards[0]), (199, cards[199])] {
            print("\(name)[\(i)]: w=\(c.w) h=\(c.h) cx=\(c.cx) cy=\(c.cy) a=\(c.angle) c0=\(c.c0) c1=\(c.c1)")
        }
    }
case "raster":
    for scene in scenes {
        for (name, _, _) in sizeTable where sizes.contains(name) { print(rasterCell(scene, name, outDir: outDir)) }
    }
case "serve":
    // For Benchmarks/raster_rounds.py: one cell per request line ("cards 512", or "cards 512 DIR" to also write
    // the final frame), one JSON line back, so the driver can interleave Flipbook and the peers cell by cell.
    while let line = readLine() {
        let f = line.split(separator: " ").map(String.init)
        guard f.count >= 2, sceneNames.contains(f[0]), sizeTable.contains(where: { $0.0 == f[1] }) else {
            fail("serve: expected \"SCENE SIZE [DIR]\" with a known scene and size, got \"\(line)\"")
        }
        print(rasterCell(f[0], f[1], outDir: f.count > 2 ? f[2] : nil))
        fflush(nil)   // every stream: the driver waits for this line
    }
default:
    fail("unknown command \(command)")
}

/// Times one cell of the peer kit (its protocol: see `measure`) and returns its JSON line; with `outDir`, also
/// writes the final frame to DIR/flipbook_<scene>_<size>.png.
func rasterCell(_ scene: String, _ size: String, outDir: String?) -> String {
    guard let (_, w, h) = sizeTable.first(where: { $0.0 == size }) else { fail("unknown size \(size)") }
    var s: Scene
    switch scene {
    case "cards": s = cardsScene(width: w, height: h)
    case "flip": s = flipScene(width: w, height: h)
    case "shadow": s = shadowScene(width: w, height: h)
    case "text": s = textScene(width: w, height: h)
    case "fill": s = fillScene(width: w, height: h, alpha: 255)
    default: s = fillScene(width: w, height: h, alpha: 128)
    }
    let r = measure { s.draw(&s.pixmap) }
    if let outDir {
        do { try PNG.write(s.pixmap, to: "\(outDir)/flipbook_\(scene)_\(size).png") } catch { fail("\(error)") }
    }
    return "{\"scene\":\"\(scene)\",\"size\":\"\(size)\",\"median_ms\":\(r.medianMs),\"n\":\(r.n),\"min_ms\":\(r.minMs)}"
}
