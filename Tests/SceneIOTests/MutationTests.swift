import SceneIO
import SceneScript
import Testing
import TestSupport

/// Damaged JSON never crashes the reader: every mutation of a real scene either loads or fails
/// with a `SceneJSONError` (a deterministic, seeded sweep; the fuzz target covers scene scripts).
@Suite("JSON scenes survive damage")
struct MutationTests {
    @Test("2,000 byte-level mutations of card-flip's JSON load or fail with a SceneJSONError")
    func mutations() throws {
        let json = Array(try SceneJSON.encode(SceneFile.load(contentsOf: Repo.examples + "/card-flip.swift")).utf8)
        var rng = SplitMix64(seed: 42)
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
