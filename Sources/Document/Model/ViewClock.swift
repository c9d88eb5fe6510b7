/// A clock a view runs on the clip's timeline: what SwiftUI's `phaseAnimator`, `keyframeAnimator`,
/// `TimelineView` and a `Timer` received with `onReceive` do. It ticks on a schedule from the
/// start of a run; each tick is a script (state changes, with or without an animation) that the
/// timeline runs at the tick's time, so every frame stays a pure function of time.
///
/// A run starts when the view appears (`.appear`) or each time a watched value changes
/// (`.change`, not on appearance — SwiftUI's `trigger:`); a new run replaces the running one, and
/// a run ends when its view leaves the tree. The clock's `tick` is taken from the view as the
/// latest body built it (as SwiftUI calls the closure of the current view value).
///
/// Clocks compare and hash by name (where the clock is written) and start only: their tick is code.
public struct ViewClock: Hashable, Sendable, CustomStringConvertible {
    public enum Start: Hashable, Sendable {
        /// A run starts when the view appears.
        case appear
        /// A run starts each time this value changes while the view is on screen.
        case change(StateValue)
    }

    /// When a run ticks, as offsets from its start.
    public enum Schedule: Hashable, Sendable {
        /// At these offsets (ascending, ≥ 0); with a period, the same offsets again every period.
        case offsets([Double], period: Double?)
        /// On every frame of the clip from the run's start (the first frame at or after it), for
        /// `length` seconds (nil: until the clip ends).
        case frames(length: Double?)
        /// Every `interval` seconds, the first `first` seconds after the start.
        case every(Double, first: Double)
        /// At the start, then at every instant origin + k·interval after it (clip time): a
        /// schedule of dates fixed in advance (`TimelineView(.periodic(from:by:))`, `.everyMinute`).
        case grid(interval: Double, origin: Double)
    }

    /// One tick of a run.
    public struct Tick: Sendable {
        /// 0, 1, 2, … within the run.
        public var index: Int
        /// When the run started (clip time).
        public var runStart: Double
        /// When this tick happens (clip time).
        public var time: Double
        /// For a run that a change started, the `watched` value of the clock as the view was
        /// before the change (`onChange(of:)`'s old value); nil for a run started on appearance.
        public var previous: (any Sendable)?
        public init(index: Int, runStart: Double, time: Double, previous: (any Sendable)? = nil) {
            self.index = index; self.runStart = runStart; self.time = time; self.previous = previous
        }
    }

    /// Where the clock is written (`phaseAnimator@12:5`): names it among the view's clocks.
    public var name: String
    public var start: Start
    public var schedule: Schedule
    /// How long a run without end (a loop, a timer) runs when the scene gives no duration: a
    /// clip must end, so a looping animation shows a few cycles (see docs/motion.md).
    public var unboundedLength: Double
    /// What a tick does.
    public var tick: @Sendable (Tick) throws -> Script
    /// The watched value as the code that made the clock holds it (an interpreter's own value,
    /// opaque here): handed to the ticks of the run the next change starts as `Tick.previous`.
    public var watched: (any Sendable)?

    public init(name: String, start: Start, schedule: Schedule, unboundedLength: Double, watched: (any Sendable)? = nil,
                tick: @escaping @Sendable (Tick) throws -> Script) {
        self.name = name; self.start = start; self.schedule = schedule; self.unboundedLength = unboundedLength
        self.watched = watched; self.tick = tick
    }

    public static func == (a: ViewClock, b: ViewClock) -> Bool { a.name == b.name && a.start == b.start }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(start) }
    public var description: String { "clock(\(name))" }

    /// The most ticks one run may have: bounds the work of a clip whatever its schedule.
    public static let maximumTicks = 20_000

    /// The tick times (clip time) of a run started at `runStart` that fall before `end`
    /// (exclusive for loops and timers, inclusive for a run's own end), on a clip of `fps` frames
    /// a second. Frame ticks land exactly on the frame instants i / fps.
    public func tickTimes(runStart: Double, end: Double, fps: Double) throws -> [Double] {
        var out: [Double] = []
        func add(_ t: Double) throws -> Bool {
            guard t <= end else { return false }
            out.append(t)
            if out.count > Self.maximumTicks {
                throw ClockError("\(name): more than \(Self.maximumTicks) ticks in one run; give the scene a shorter duration")
            }
            return true
        }
        switch schedule {
        case .offsets(let offsets, let period):
            guard !offsets.isEmpty else { return [] }
            guard let period else {
                for o in offsets { if try !add(runStart + o) { break } }
                return out
            }
            guard period > 0 else { throw ClockError("\(name): a loop must take time (its period is 0)") }
            var cycle = 0.0
            outer: while true {
                for (j, o) in offsets.enumerated() {
                    let t = runStart + cycle * period + o
                    // A loop does not begin a new cycle at its very end.
                    if j == 0 && cycle > 0 && t >= end { break outer }
                    if try !add(t) { break outer }
                }
                cycle += 1
            }
        case .frames(let length):
            let last = length.map { min(end, runStart + $0) } ?? end
            var i = (runStart * fps - 1e-9).rounded(.up)
            while i / fps <= last {
                _ = try add(i / fps)
                i += 1
            }
            // The run's own end is shown exactly (its last value), between frames if need be.
            if let length, runStart + length <= end, out.last.map({ $0 < runStart + length }) ?? true {
                _ = try add(runStart + length)
            }
        case .every(let interval, let first):
            guard interval > 0 else { throw ClockError("\(name): a timer must tick after some time (its interval is 0)") }
            var k = 0.0
            while try add(runStart + first + k * interval) { k += 1 }
        case .grid(let interval, let origin):
            guard interval > 0 else { throw ClockError("\(name): a schedule's entries must be some time apart (its interval is 0)") }
            guard try add(runStart) else { break }
            var k = ((runStart - origin) / interval).rounded(.down) + 1
            while try add(origin + k * interval) { k += 1 }
        }
        return out
    }
}

/// A clock that cannot run (a schedule without time between ticks, too many ticks).
public struct ClockError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ d: String) { description = d }
}
