import Geometry
import Testing
import Typography

/// Peer scene S4 (../shared/bench/raster/raster_peers.py): "Hello, world!" in DejaVu Sans at 28 px.
/// Reports the warm cost of `TextLayout.make` + `path()`; asserts only what is deterministic
/// (timing on a shared 2-core machine is reported, not asserted).
@Suite struct PerformanceTests {
    @Test func warmLayoutAndPathOfHelloWorld() throws {
        let font = FontSpec(size: 28)
        let first = try TextLayout.make("Hello, world!", font: font, width: nil, library: dejaVuOnly).path()
        let n = 2000
        var verbs = 0
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            for _ in 0..<n {
                let p = try TextLayout.make("Hello, world!", font: font, width: nil, library: dejaVuOnly).path()
                verbs &+= p.verbs.count
            }
        }
        #expect(verbs == n * first.verbs.count)
        let us = Double(elapsed.components.attoseconds) / 1e12 / Double(n) + Double(elapsed.components.seconds) * 1e6 / Double(n)
        print("S4 text: TextLayout.make + path() for \"Hello, world!\" @28: \(us) µs per call (warm, \(n) calls)")
    }
}
