import Document
/// Foundation values view files use: `UUID()` (drawn like the random numbers, so stable across
/// body evaluations), `Date()` (a fixed virtual now) and floating-point ranges (`0.0...1.0`).
extension Library {
    /// `Date()` and `Date.now`: 2025-01-01 09:41:00 UTC, the same instant everywhere in every run
    /// (a clip's time is its timeline's, not the wall clock's).
    static let virtualNow = CivilTime.secondsSinceReferenceDate(year: 2025, month: 1, day: 1, hour: 9, minute: 41, second: 0)
    /// Seconds from 1970-01-01 to Foundation's reference date, 2001-01-01.
    static let referenceDateSince1970 = 978_307_200.0

    struct DateArgument: ScriptArgument {
        let seconds: Double
        static var hint: Hint { .date }
        static func read(_ v: Value, at _: Int) -> DateArgument? {
            if case .platform(.date(let d)) = v { DateArgument(seconds: d) } else { nil }
        }
    }

    /// `Text.DateStyle` (`.time`, `.date`, `.relative`, `.offset`, `.timer`).
    struct DateStyleArgument: ScriptArgument {
        let name: String
        static var hint: Hint { .userEnum("Text.DateStyle") }
        static func read(_ v: Value, at _: Int) -> DateStyleArgument? {
            if case .enumCase("Text.DateStyle", let name, _) = v { DateStyleArgument(name: name) } else { nil }
        }
    }

    private static func date(_ d: Double) -> Value { .platform(.date(d)) }

    static func addFoundationConstructors(_ t: inout [String: [Signature]]) {
        addStringConstructors(&t)
        t["UUID"] = [
            Signature() { i, a in
                var g = i.randomSource(a.call)
                return .platform(.uuid(ScriptUUID(random: g.next(), g.next())))
            },
            Signature(Param<String>.labeled("uuidString")) { _, _, s in ScriptUUID(string: s).map { .platform(.uuid($0)) } ?? .none },
        ]
        t["Date"] = [
            Signature() { _, _ in date(virtualNow) },
            Signature(Param<Double>.labeled("timeIntervalSince1970")) { _, _, s in date(s - referenceDateSince1970) },
            Signature(Param<Double>.labeled("timeIntervalSinceReferenceDate")) { _, _, s in date(s) },
            Signature(Param<Double>.labeled("timeIntervalSinceNow")) { _, _, s in date(virtualNow + s) },
            Signature(Param<Double>.labeled("timeInterval"), Param<DateArgument>.labeled("since")) { _, _, s, d in date(d.seconds + s) },
        ]
        // `Text(date, style:)`: en_US, UTC, against the virtual now (`DateText`).
        t["Text", default: []].append(Signature(Param<DateArgument>.unlabeled, Param<DateStyleArgument>.labeled("style")) { i, _, d, style in
            .view(i.leaf(Text(verbatim: DateText.format(d.seconds, style: style.name, now: virtualNow)).makeNode()))
        })
    }

    static let dateStatics = StaticTable(values: [
        "now": .platform(.date(virtualNow)),
        "distantPast": .platform(.date(-63_114_076_800)), "distantFuture": .platform(.date(63_113_904_000)),
    ])

    static let foundationProperties: [String: [String: Property]] = stringProperties.merging([
        "uuid": ["uuidString": { _, v, _ in if case .platform(.uuid(let u)) = v { return .string(u.uuidString) }; return .void }],
        "date": dateProperties([
            "timeIntervalSinceReferenceDate": { .double($0) },
            "timeIntervalSince1970": { .double($0 + referenceDateSince1970) },
            "timeIntervalSinceNow": { .double($0 - virtualNow) },
        ]),
        "floatRange": [
            "lowerBound": { _, v, _ in if case .platform(.floatRange(let lo, _, _)) = v { return .double(lo) }; return .void },
            "upperBound": { _, v, _ in if case .platform(.floatRange(_, let hi, _)) = v { return .double(hi) }; return .void },
            "isEmpty": { _, v, _ in if case .platform(.floatRange(let lo, let hi, let closed)) = v { return .bool(closed ? lo > hi : lo >= hi) }; return .void },
        ],
    ]) { a, _ in a }

    private static func dateProperties(_ table: [String: @Sendable (Double) -> Value]) -> [String: Property] {
        table.mapValues { get in { _, v, _ in if case .platform(.date(let d)) = v { return get(d) }; return .void } }
    }

    static let foundationMethods: [String: [String: [Signature]]] = [
        "date": [
            "timeIntervalSince": [Signature(Param<DateArgument>.unlabeled) { _, a, other in .double(try seconds(a) - other.seconds) }],
            "distance": [Signature(Param<DateArgument>.labeled("to")) { _, a, other in .double(other.seconds - (try seconds(a))) }],
            "addingTimeInterval": [Signature(Param<Double>.unlabeled) { _, a, s in date(try seconds(a) + s) }],
            "advanced": [Signature(Param<Double>.labeled("by")) { _, a, s in date(try seconds(a) + s) }],
            "formatted": [Signature(Param<Value>.unlabeled(default: .void)) { _, a, _ in throw dateFormatting(a.call) }],
        ],
        "floatRange": [
            "contains": [Signature(Param<Double>.unlabeled) { _, a, x in
                guard case .platform(.floatRange(let lo, let hi, let closed))? = a.receiver else { throw Failure("expected a range", at: a.call) }
                return .bool(lo <= x && (closed ? x <= hi : x < hi))
            }],
        ],
    ]

    /// Dates are shown through calendars and locales, which clips do not have.
    static func dateFormatting(_ offset: Int) -> Failure {
        Failure("formatting a Date (calendars, time zones, locales) is not supported", at: offset,
                supported: "Text(\"9:41\") with the time written out, or String(format:) with numbers you compute")
    }

    private static func seconds(_ a: Args) throws -> Double {
        guard case .platform(.date(let d))? = a.receiver else { throw Failure("expected a Date", at: a.call) }
        return d
    }
}

/// Proleptic Gregorian calendar arithmetic in UTC (Howard Hinnant's days-from-civil), for the
/// virtual `Date()` and `Date`'s description.
enum CivilTime {
    /// Days from 1970-01-01.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func secondsSinceReferenceDate(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Double {
        Double(days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second) - Library.referenceDateSince1970
    }

    /// The UTC calendar date and time of an instant.
    struct Components { var year, month, day, hour, minute, second: Int }

    /// `2025-01-01 09:41:00 +0000`, as `Date.description` writes it.
    static func description(secondsSinceReferenceDate s: Double) -> String {
        let c = components(secondsSinceReferenceDate: s)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(c.year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-\(two(c.month))-\(two(c.day)) "
            + "\(two(c.hour)):\(two(c.minute)):\(two(c.second)) +0000"
    }

    static func components(secondsSinceReferenceDate s: Double) -> Components {
        let total = Int((s + Library.referenceDateSince1970).rounded(.down))
        let z0 = Int((Double(total) / 86_400).rounded(.down))
        let secs = total - z0 * 86_400
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return Components(year: year, month: month, day: day, hour: secs / 3600, minute: secs / 60 % 60, second: secs % 60)
    }
}
