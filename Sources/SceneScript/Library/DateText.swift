/// `Text(date, style:)` in the en_US locale, against the virtual now (`Library.virtualNow`), in UTC.
///
/// Formats (Apple's examples; the unit spellings beyond them are inferred):
/// - `.time` "9:41 AM" (a narrow no-break space before AM/PM, as iOS 17's ICU writes it),
/// - `.date` "January 1, 2025",
/// - "abbreviatedDate" (a compact `DatePicker`'s pill, not a `Text.DateStyle`) "Jan 1, 2025",
/// - `.relative` the distance to now in its two largest units, "11 min, 14 sec", "2 hr, 5 min", "3 days, 4 hr",
/// - `.offset` the largest unit, signed: "-11 minutes" for a date 11 minutes ahead, "+2 hours" for one behind,
/// - `.timer` the distance as a clock, "15:00", "1:05:00".
/// SwiftUI counts `.relative`, `.offset` and `.timer` on by themselves as the wall clock runs; here they
/// are measured from the fixed virtual now, so they do not count.
enum DateText {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]

    static func format(_ date: Double, style: String, now: Double) -> String {
        switch style {
        case "time":
            let c = CivilTime.components(secondsSinceReferenceDate: date)
            let h12 = c.hour % 12 == 0 ? 12 : c.hour % 12
            return "\(h12):\(two(c.minute))\u{202F}\(c.hour < 12 ? "AM" : "PM")"
        case "date":
            let c = CivilTime.components(secondsSinceReferenceDate: date)
            return "\(months[c.month - 1]) \(c.day), \(c.year)"
        case "abbreviatedDate":
            let c = CivilTime.components(secondsSinceReferenceDate: date)
            return "\(months[c.month - 1].prefix(3)) \(c.day), \(c.year)"
        case "relative":
            let parts = units(Int(abs(date - now).rounded(.down)), short: true)
            return parts.prefix(2).joined(separator: ", ")
        case "offset":
            let d = Int(abs(date - now).rounded(.down))
            let first = units(d, short: false)[0]
            return d == 0 ? first : (date > now ? "-" : "+") + first
        default:   // "timer"
            let d = Int(abs(date - now).rounded(.down))
            let h = d / 3600, m = d / 60 % 60, s = d % 60
            return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        }
    }

    /// Non-zero units of `seconds`, largest first ("0 sec" / "0 seconds" for zero).
    private static func units(_ seconds: Int, short: Bool) -> [String] {
        let names: [(Int, String, String, String)] = [
            (86_400, "day", "days", "day"), (3600, "hr", "hr", "hour"), (60, "min", "min", "minute"), (1, "sec", "sec", "second"),
        ]
        var rest = seconds
        var out: [String] = []
        for (size, shortOne, shortMany, long) in names {
            let n = rest / size
            rest -= n * size
            guard n > 0 else { continue }
            out.append(short ? "\(n) \(n == 1 ? shortOne : shortMany)" : "\(n) \(long)\(n == 1 ? "" : "s")")
        }
        return out.isEmpty ? [short ? "0 sec" : "0 seconds"] : out
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
