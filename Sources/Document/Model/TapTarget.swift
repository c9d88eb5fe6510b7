import Geometry

/// Something a `Tap` can activate: a button (its `actionName`: the title, else the first text or
/// symbol of its label; toggles are buttons) or an `onTapGesture` (named by the first text or
/// symbol of its view, else its `line:column`). The one definition of "tappable", used to fire
/// taps, to list what is tappable in an error, and to pick what the CLI taps by itself.
public struct TapTarget: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case button, tapGesture }
    public var name: String
    public var kind: Kind
    /// The action (nil for a button without one).
    public var action: Script?
}

extension ViewNode {
    /// The tappable views of this tree in document order (outer first), each name once: the first
    /// of a name is the one a tap fires.
    public var tapTargets: [TapTarget] {
        var out: [TapTarget] = []
        var seen = Set<String>()
        var disabled: [ViewPath] = []
        walk { node, path in
            // A modifier's content has the modifier's path, and walking visits outer nodes first.
            if case .modified(_, .disabled(true)) = node { disabled.append(path) }
            var target: TapTarget? = switch node {
            case .button(let b): TapTarget(name: b.actionName, kind: .button, action: b.action)
            case .modified(_, .onTapGesture(let name, let script)): TapTarget(name: name, kind: .tapGesture, action: script)
            default: nil
            }
            // A disabled control is still named by taps; they do nothing.
            if target != nil, disabled.contains(where: path.hasPrefix) { target?.action = nil }
            if let target, seen.insert(target.name).inserted { out.append(target) }
        }
        return out
    }

    /// The target a tap naming `name` fires: the first tappable view with that name.
    public func tapTarget(named name: String) -> TapTarget? { tapTargets.first { $0.name == name } }
}

extension Tap {
    /// Parses `NAME@SECONDS` (the `--tap` flag's and golden manifests' spelling; the last `@`
    /// splits, so a name may contain one). `origin` names where it was written, for errors.
    /// - Throws: `TapSyntaxError` saying what to write instead.
    public init(parsing text: String, origin: String) throws {
        guard let at = text.lastIndex(of: "@") else {
            throw TapSyntaxError("\(origin) '\(text)' has no '@': write NAME@SECONDS, e.g. Reveal@0.5")
        }
        let name = String(text[..<at]), timeText = String(text[text.index(after: at)...])
        guard !name.isEmpty else {
            throw TapSyntaxError("\(origin) '\(text)' names nothing before '@': write NAME@SECONDS, e.g. Reveal@0.5")
        }
        guard let time = Double(timeText), time.isFinite else {
            throw TapSyntaxError("\(origin) '\(text)': '\(timeText)' is not a time in seconds: write NAME@SECONDS, e.g. \(name)@0.5")
        }
        guard (0...Tap.maximumTime).contains(time) else {
            throw TapSyntaxError("\(origin) '\(text)': the time must be 0...\(Int(Tap.maximumTime)) seconds, not \(timeText)")
        }
        self.init(target: name, time: time, origin: "\(origin) \(text)")
    }

    /// The latest time a tap may be given (a clip's script time is bounded by an hour).
    public static let maximumTime = 3600.0

    /// `NAME@SECONDS`, the spelling `init(parsing:origin:)` reads.
    public var spelling: String { "\(target)@\(formatNumber(time))" }
}

/// A `NAME@SECONDS` tap that does not parse.
public struct TapSyntaxError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
