import SceneIO
import SceneScript
import Testing

/// Damaged JSON never crashes the reader: every mutation of a real scene either loads or fails
/// with a `SceneJSONError` (a deterministic, seeded sweep; the fuzz target covers scene scripts).
@Suite("JSON scenes survive damage")
struct MutationTests {
    /// SplitMix64: a small seeded generator, so the sweep is the same on every run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("2,000 byte-level mutations of card-flip's JSON load or fail with a SceneJSONError")
    func mutations() throws {
        let json = Array(try SceneJSON.encode(SceneFile.load(contentsOf: Repo.examples + "/card-flip.swift")).utf8)
        var rng = SplitMix(state: 42)
        let alphabet = Array("{}[]\":,0123456789.-eE truefalsnul\\#abcxyz".utf8)
        var loaded = 0, failed = 0
        for _ in 0..<2_000 {
            var bytes = json
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes[i] = alphabet.randomElement(using: &rng)!
                case 1: bytes.remove(at: i)
                case 2: bytes.insert(alphabet.randomElement(using: &rng)!, at: i)
                default: bytes.removeSubrange(i..<min(bytes.count, i + Int.random(in: 1...40, using: &rng)))
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
            }
            do {
                _ = try SceneJSON.decode(String(decoding: bytes, as: UTF8.self), file: "m.json")
                loaded += 1
            } catch is SceneJSONError {
                failed += 1
            }
        }
        #expect(loaded + failed == 2_000)
        #expect(failed > 1_000)
    }
}
