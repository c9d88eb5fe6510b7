/// One parameter as call matching sees it: of a built-in, or of a script-declared function or
/// initializer.
struct CallParameter: Sendable {
    var label: String?
    var hint: Hint
    /// The argument may be left out (the parameter has a default value).
    var hasDefault: Bool
    /// A closure parameter: a trailing closure without a label can bind to it.
    var isClosure: Bool { hint == .closure }
}

/// A typed parameter of a built-in: its label, its Swift type (which gives its `Hint`) and what
/// the implementation receives when the argument is left out. Declaring built-ins with these
/// lets the compiler check each implementation against its parameters' types.
///
///     Param<Double>.labeled("radius")                  // radius: CGFloat
///     Param<Bool>.labeled("opaque", default: false)    // opaque: Bool = false
///     Param<Double?>.unlabeled                         // _: CGFloat? (nil allowed, not omittable)
///     Param<Font.Weight?>.omittable("weight")          // weight: Font.Weight, nil when left out
struct Param<T: ScriptArgument>: Sendable {
    let parameter: CallParameter
    /// The value when the argument is left out; nil for a required parameter.
    let fallback: T?

    private init(_ label: String?, hint: Hint = T.hint, fallback: T?) {
        parameter = CallParameter(label: label, hint: hint, hasDefault: fallback != nil)
        self.fallback = fallback
    }

    /// A required parameter with a label.
    static func labeled(_ label: String) -> Param { Param(label, fallback: nil) }
    /// A parameter with a label and a default value.
    static func labeled(_ label: String, default value: T) -> Param { Param(label, fallback: value) }
    /// A required parameter without a label (`_ x:`).
    static var unlabeled: Param { Param(nil, fallback: nil) }
    /// A parameter without a label, with a default value.
    static func unlabeled(default value: T) -> Param { Param(nil, fallback: value) }

    /// A parameter that may be left out (read as nil then) but, when given, must be a `W`, not
    /// `nil`: its hint is `W`'s, not `W?`'s.
    static func omittable<W>(_ label: String?) -> Param where T == W? {
        Param(label, hint: W.hint, fallback: .some(nil))
    }

    /// The argument bound to this parameter (`k`-th of the call), or the default when left out.
    func read(_ a: Args, _ k: Int) throws -> T {
        guard let v = a.values[k] else {
            guard let fallback else { throw Failure("missing argument \(k + 1) of '\(a.name)'", at: a.call) }
            return fallback
        }
        guard let t = T.read(v, at: a.offsets[k]) else {
            throw Failure("expected \(T.expected) for argument \(k + 1) of '\(a.name)'", at: a.offsets[k], mismatch: true)
        }
        return t
    }
}
