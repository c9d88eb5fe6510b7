/// One of N equal parts of a render, for spreading a clip over processes or machines: shard I of N
/// renders a contiguous block of the frames (`--shard I/N`, I counted from 1). The blocks of shards
/// 1…N cover the frames exactly once, in order, and differ in size by at most one frame.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1 … count.
    public let index: Int
    public let count: Int

    /// - Throws: `OutputError` unless 1 ≤ index ≤ count.
    public init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw OutputError("shard \(index)/\(count) is not of the form I/N with 1 ≤ I ≤ N")
        }
        self.index = index
        self.count = count
    }

    /// Parses "I/N", e.g. "2/8".
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw OutputError("'\(text)' is not a shard I/N, e.g. 1/4")
        }
        try self.init(index: i, count: n)
    }

    /// This shard's positions among `total` frames: [⌊(I−1)·total/N⌋, ⌊I·total/N⌋).
    public func positions(of total: Int) -> Range<Int> {
        (index - 1) * total / count ..< index * total / count
    }

    public var description: String { "\(index)/\(count)" }
}
