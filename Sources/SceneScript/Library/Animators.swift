import Document

/// The vocabulary of iOS 17's animators and of time-driven views: `phaseAnimator`,
/// `keyframeAnimator` (modifiers and views), `KeyframeTimeline`, `TimelineView` and its
/// schedules, `Timer.publish(…).autoconnect()` with `onReceive` (see `Interpreter+Animators.swift`).
extension Library {
    static let timelineScheduleType = "TimelineSchedule"

    struct ScheduleArgument: ScriptArgument {
        let value: TimelineScheduleValue
        static var hint: Hint { .userEnum(timelineScheduleType) }
        static var expected: String { "a TimelineView schedule (.animation, .periodic(from:by:), .everyMinute)" }
        static func read(_ v: Value, at _: Int) -> ScheduleArgument? {
            if case .platform(.timelineSchedule(let s)) = v { ScheduleArgument(value: s) } else { nil }
        }
    }

    /// `on: .main` / `in: .common` of `Timer.publish`: a run loop and its mode (a clip has one clock).
    struct RunLoopArgument: ScriptArgument {
        static var hint: Hint { .userEnum("RunLoop") }
        static func read(_ v: Value, at _: Int) -> RunLoopArgument? { if case .enumCase("RunLoop", _, _) = v { RunLoopArgument() } else { nil } }
    }
    struct RunLoopModeArgument: ScriptArgument {
        static var hint: Hint { .userEnum("RunLoop.Mode") }
        static func read(_ v: Value, at _: Int) -> RunLoopModeArgument? { if case .enumCase("RunLoop.Mode", _, _) = v { RunLoopModeArgument() } else { nil } }
    }

    static func addAnimatorModifiers(_ t: inout [String: [Signature]]) {
        t["phaseAnimator"] = [
            onView(Param<Located<Value>>.unlabeled, Param<Located<Value>>.labeled("trigger"), Param<ClosureValue>.labeled("content"),
                   Param<ClosureValue?>.labeled("animation", default: nil)) { i, base, a, phases, trigger, content, animation in
                try i.phaseAnimator(base, phases, trigger: trigger, content: content, animation: animation, a.call)
            },
            onView(Param<Located<Value>>.unlabeled, Param<ClosureValue>.labeled("content"),
                   Param<ClosureValue?>.labeled("animation", default: nil)) { i, base, a, phases, content, animation in
                try i.phaseAnimator(base, phases, trigger: nil, content: content, animation: animation, a.call)
            },
        ]
        t["keyframeAnimator"] = [
            onView(Param<Value>.labeled("initialValue"), Param<Located<Value>>.labeled("trigger"), Param<ClosureValue>.labeled("content"),
                   Param<ClosureValue>.labeled("keyframes")) { i, base, a, initial, trigger, content, keyframes in
                try i.keyframeAnimator(base, initial: initial, trigger: trigger, repeating: false, content: content, keyframes: keyframes, a.call)
            },
            onView(Param<Value>.labeled("initialValue"), Param<Bool>.labeled("repeating", default: true), Param<ClosureValue>.labeled("content"),
                   Param<ClosureValue>.labeled("keyframes")) { i, base, a, initial, repeating, content, keyframes in
                try i.keyframeAnimator(base, initial: initial, trigger: nil, repeating: repeating, content: content, keyframes: keyframes, a.call)
            },
        ]
        t["onReceive"] = [onView(Param<Located<Value>>.unlabeled, Param<ClosureValue>.labeled("perform")) { i, base, a, publisher, action in
            try i.onReceive(base, publisher, action, a.call)
        }]
    }

    static func addAnimatorConstructors(_ t: inout [String: [Signature]]) {
        t["PhaseAnimator"] = [
            Signature(Param<Located<Value>>.unlabeled, Param<Located<Value>>.labeled("trigger"), Param<ClosureValue>.labeled("content"),
                      Param<ClosureValue?>.labeled("animation", default: nil)) { i, a, phases, trigger, content, animation in
                try i.phaseAnimator(nil, phases, trigger: trigger, content: content, animation: animation, a.call)
            },
            Signature(Param<Located<Value>>.unlabeled, Param<ClosureValue>.labeled("content"),
                      Param<ClosureValue?>.labeled("animation", default: nil)) { i, a, phases, content, animation in
                try i.phaseAnimator(nil, phases, trigger: nil, content: content, animation: animation, a.call)
            },
        ]
        t["KeyframeAnimator"] = [
            Signature(Param<Value>.labeled("initialValue"), Param<Located<Value>>.labeled("trigger"), Param<ClosureValue>.labeled("content"),
                      Param<ClosureValue>.labeled("keyframes")) { i, a, initial, trigger, content, keyframes in
                try i.keyframeAnimator(nil, initial: initial, trigger: trigger, repeating: false, content: content, keyframes: keyframes, a.call)
            },
            Signature(Param<Value>.labeled("initialValue"), Param<Bool>.labeled("repeating", default: true), Param<ClosureValue>.labeled("content"),
                      Param<ClosureValue>.labeled("keyframes")) { i, a, initial, repeating, content, keyframes in
                try i.keyframeAnimator(nil, initial: initial, trigger: nil, repeating: repeating, content: content, keyframes: keyframes, a.call)
            },
        ]
        t["KeyframeTimeline"] = [Signature(Param<Value>.labeled("initialValue"), Param<ClosureValue>.labeled("content")) { i, a, initial, content in
            .platform(.keyframeTimeline(try i.resolveKeyframes(content, initial: initial, argument: nil, a.call)))
        }]
        t["TimelineView"] = [Signature(Param<ScheduleArgument>.unlabeled, Param<ClosureValue>.labeled("content")) { i, a, schedule, content in
            try i.timelineView(schedule.value, content: content, a.call)
        }]
        t["Timer.publish"] = [Signature(Param<Located<Double>>.labeled("every"), Param<Double>.labeled("tolerance", default: 0),
                                        Param<RunLoopArgument>.labeled("on"), Param<RunLoopModeArgument>.labeled("in")) { _, _, every, _, _, _ in
            guard every.value.isFinite, every.value > 0 else {
                throw Failure("a timer must fire every so many seconds above 0 (found \(formatNumber(every.value)))", at: every.offset,
                              supported: "Timer.publish(every: 1, on: .main, in: .common).autoconnect()")
            }
            guard every.value >= 0.001 else { throw Failure("a timer fires at most every millisecond", at: every.offset) }
            return .platform(.timer(interval: every.value, connected: false))
        }]
        t["\(timelineScheduleType).animation"] = [Signature(Param<Double?>.labeled("minimumInterval", default: nil),
                                                            Param<Bool>.labeled("paused", default: false)) { _, a, interval, paused in
            if let interval, !(interval.isFinite && interval >= 0) {
                throw Failure("minimumInterval must be 0 seconds or more", at: a.call, supported: ".animation(minimumInterval: 1 / 30)")
            }
            return .platform(.timelineSchedule(.animation(minimumInterval: interval, paused: paused)))
        }]
        t["\(timelineScheduleType).periodic"] = [Signature(Param<DateArgument>.labeled("from"), Param<Located<Double>>.labeled("by")) { _, _, from, by in
            guard by.value.isFinite, by.value > 0 else {
                throw Failure("a periodic schedule needs entries some time apart (by: \(formatNumber(by.value)))", at: by.offset,
                              supported: ".periodic(from: .now, by: 1)")
            }
            guard by.value >= 0.001 else { throw Failure("a periodic schedule's entries are at least a millisecond apart", at: by.offset) }
            return .platform(.timelineSchedule(.periodic(from: from.seconds, by: by.value)))
        }]
    }

    /// `.animation` and `.everyMinute` (the schedules without arguments).
    static func timelineSchedule(_ name: String, hasArguments: Bool, at offset: Int) throws -> Value? {
        switch (name, hasArguments) {
        case ("animation", false): return .platform(.timelineSchedule(.animation(minimumInterval: nil, paused: false)))
        case ("everyMinute", false): return .platform(.timelineSchedule(.everyMinute))
        case ("animation", true), ("periodic", true): return nil
        default:
            throw Failure("TimelineView has no schedule '.\(name)'", at: offset,
                          supported: ".animation, .animation(minimumInterval:paused:), .periodic(from:by:), .everyMinute")
        }
    }

    static let animatorMethods: [String: [String: [Signature]]] = [
        "timer": ["autoconnect": [Signature() { _, a in
            guard case .platform(.timer(let interval, _))? = a.receiver else { throw Failure("expected a Timer publisher", at: a.call) }
            return .platform(.timer(interval: interval, connected: true))
        }]],
        "keyframeTimeline": [
            "value": [
                Signature(Param<Double>.labeled("time")) { i, a, t in
                    guard case .platform(.keyframeTimeline(let k))? = a.receiver else { throw Failure("expected a KeyframeTimeline", at: a.call) }
                    return try i.keyframesValue(k, at: t, a.call)
                },
                Signature(Param<Double>.labeled("progress")) { i, a, p in
                    guard case .platform(.keyframeTimeline(let k))? = a.receiver else { throw Failure("expected a KeyframeTimeline", at: a.call) }
                    return try i.keyframesValue(k, at: min(max(p, 0), 1) * k.duration, a.call)
                },
            ],
        ],
    ]

    static let animatorProperties: [String: [String: Property]] = [
        "keyframeTimeline": ["duration": { _, v, _ in if case .platform(.keyframeTimeline(let k)) = v { return .double(k.duration) }; return .void }],
        "timelineContext": [
            "date": { _, v, _ in if case .platform(.timelineContext(let d)) = v { return .platform(.date(d)) }; return .void },
        ],
    ]
}
