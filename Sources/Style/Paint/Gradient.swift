/// Colour stops of a gradient (SwiftUI's `Gradient`).
///
/// Stops may be given in any order and outside 0…1: when drawn they are sorted stably by
/// location and clamped to 0…1 (as Core Graphics and SwiftUI do), so equal locations make hard
/// edges. Colours are interpolated in premultiplied sRGB-encoded space.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location along the gradient (0…1).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    public var stops: [Stop]

    /// Stops in any order (see the type's notes on normalisation).
    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced colours: the first at 0, the last at 1 (one colour fills everything).
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
        }
    }

    /// The stops as drawn: stably sorted by location, locations clamped to 0…1 (NaN → 0).
    public var normalizedStops: [Stop] {
        let clamped = stops.enumerated().map { i, s -> (Int, Stop) in
            var s = s
            s.location = s.location.isNaN ? 0 : min(max(s.location, 0), 1)
            return (i, s)
        }
        return clamped.sorted { a, b in
            a.1.location < b.1.location || (a.1.location == b.1.location && a.0 < b.0)
        }.map(\.1)
    }
}
