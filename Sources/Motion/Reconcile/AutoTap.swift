import Document
import Layout
import Typography

/// Tapping a scene's controls when it would otherwise be a still: the published code of a
/// transition usually starts its motion with a button, and rendering it should show the motion.
///
/// A scene **changes nothing by itself** when its clip, without taps, has no state change at all —
/// no `onAppear`/`.task` change, no `at` directive, no clock tick that changes state (phase and
/// keyframe animators, `TimelineView`, timers) — and nothing animates at its start. Such a scene's
/// controls (buttons, toggles, `onTapGesture` views: `TapTarget`) are tapped one after another,
/// each name once, in document order of what is on screen at the time: the first at
/// `firstTap`, each next one `pause` after the motion of the previous tap has settled. Tapping
/// stops when nothing untapped is on screen, after `maximumTaps`, when a tap starts motion that
/// never settles (a loop) or when the next tap would come after the automatic length's limit.
public enum AutoTap {
    /// When the first control is tapped (the still shows first, as the app did before the tap).
    public static let firstTap = 0.5
    /// The pause after a tap's motion has settled before the next tap.
    public static let pause = 0.5
    /// At most this many taps.
    public static let maximumTaps = 8

    /// Whether `clip` (made without taps) changes nothing by itself.
    public static func changesNothing(_ clip: Clip) throws -> Bool {
        guard clip.timeline.transactions.isEmpty else { return false }
        return try !clip.presentation(at: 0).isAnimating
    }

    /// The taps for `scene` and the clip with them, or nil when the scene has taps of its own,
    /// changes something by itself or has nothing to tap.
    public static func plan(_ scene: Scene, images: ImageProvider = .none,
                            fonts: FontLibrary = .shared) throws -> (taps: [Tap], clip: Clip)? {
        guard scene.taps.isEmpty else { return nil }
        var probe = scene
        probe.duration = nil
        // A state change of its own is decided by the timeline alone: laying out every state of a
        // scene that changes (a TimelineView's ticks) only to drop the clip doubled its cost.
        guard try Timeline.run(probe).transactions.isEmpty else { return nil }
        var clip = try Clip(scene: probe, images: images, fonts: fonts)
        guard try changesNothing(clip) else { return nil }
        var taps: [Tap] = []
        var tapped = Set<String>()
        var t = firstTap
        while taps.count < maximumTaps, t < Clip.maximumAutomaticDuration {
            let onScreen = try scene.body(clip.timeline.state(at: t)).tapTargets
            guard let next = onScreen.first(where: { !tapped.contains($0.name) }) else { break }
            tapped.insert(next.name)
            taps.append(Tap(target: next.name, time: t, origin: "auto-tap"))
            probe.taps = taps
            clip = try Clip(scene: probe, images: images, fonts: fonts)
            guard case .settled(let settled) = clip.length else { break }
            t = max(settled, t) + pause
        }
        guard !taps.isEmpty else { return nil }
        if scene.duration != nil {
            // The scene's own length stays; taps after its end are left out.
            var final = scene
            final.taps = taps.filter { $0.time <= scene.duration! }
            guard !final.taps.isEmpty else { return nil }
            return (final.taps, try Clip(scene: final, images: images, fonts: fonts))
        }
        return (taps, clip)
    }
}
