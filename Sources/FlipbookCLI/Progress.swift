import Glibc

/// Progress of a multi-frame job on standard error: a bar redrawn in place (frames/s and ETA) when
/// stderr is a terminal; otherwise a plain line every 10 % (CI logs stay short); nothing with --quiet.
final class Progress {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let isTerminal: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDraw: ContinuousClock.Instant?
    private var lastDecile = 0

    init(total: Int, label: String, quiet: Bool) {
        self.total = max(1, total)
        self.label = label
        enabled = !quiet && total > 1
        isTerminal = isatty(2) == 1
        start = clock.now
    }

    /// Seconds since the job started.
    var elapsed: Double { Self.seconds(clock.now - start) }

    func update(_ done: Int) {
        guard enabled else { return }
        let now = clock.now
        let seconds = Self.seconds(now - start)
        let rate = seconds > 0 ? Double(done) / seconds : 0
        if isTerminal {
            if let last = lastDraw, done < total, Self.seconds(now - last) < 0.1 { return }
            lastDraw = now
            let width = 28
            let filled = done * width / total
            let eta = rate > 0 ? Double(total - done) / rate : 0
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            Console.errorPart("\r\(label) [\(bar)] \(done)/\(total)  \(Self.fixed(rate, 1)) frames/s  ETA \(Self.duration(eta))\u{1B}[K")
            if done == total { Console.errorPart("\n") }
        } else {
            let decile = done * 10 / total
            guard decile > lastDecile else { return }
            lastDecile = decile
            Console.errorLine("\(label): \(done)/\(total) frames (\(decile * 10) %), \(Self.fixed(rate, 1)) frames/s")
        }
    }

    static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }

    static func fixed(_ v: Double, _ digits: Int) -> String {
        var p = 1.0
        for _ in 0..<digits { p *= 10 }
        let n = Int((v * p).rounded())
        let whole = n / Int(p), frac = String(abs(n % Int(p)))
        return digits == 0 ? "\(whole)" : "\(whole).\(String(repeating: "0", count: digits - frac.count))\(frac)"
    }

    static func duration(_ s: Double) -> String {
        let t = Int(s.rounded())
        return t >= 60 ? "\(t / 60)m\(t % 60 < 10 ? "0" : "")\(t % 60)s" : "\(t)s"
    }

    /// "1.2 MB", "340 KB", "512 B"
    static func bytes(_ n: Int) -> String {
        n >= 1_000_000 ? fixed(Double(n) / 1e6, 1) + " MB" : n >= 1000 ? fixed(Double(n) / 1e3, 0) + " KB" : "\(n) B"
    }
}
