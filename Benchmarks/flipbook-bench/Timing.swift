#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Process CPU time in milliseconds (what the peer kit's `time.process_time_ns` measures).
func cpuMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}

/// Monotonic wall time in seconds.
func wallSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The peer kit's protocol: 3 warm-up frames, then at least 20 frames and 0.4 s (at most 400);
/// returns the median and minimum CPU ms per frame and the frame count.
func measure(_ frame: () -> Void) -> (medianMs: Double, minMs: Double, n: Int) {
    for _ in 0..<3 { frame() }
    var times: [Double] = []
    let start = wallSeconds()
    while true {
        let c0 = cpuMilliseconds()
        frame()
        times.append(cpuMilliseconds() - c0)
        if times.count >= 400 { break }
        if times.count >= 20 && wallSeconds() - start >= 0.4 { break }
    }
    times.sort()
    let n = times.count
    let median = n % 2 == 1 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2
    return (median, times[0], n)
}
