#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Document

/// `CGAffineTransform`, `CATransform3D` and `ProjectionTransform`, as `GeometryEffect`s build
/// them. Semantics follow Core Graphics and Core Animation (row vectors; `a.concatenating(b)`
/// applies `a` first; `CATransform3DRotate(t, …)` is `CATransform3DConcat(rotation, t)`, i.e.
/// the rotation is applied before `t`), as `Geometry.AffineTransform` and `Transform3D` model them.
extension Library {
    static func affine(_ v: Value?, _ offset: Int) throws -> AffineTransform {
        guard case .platform(.affineTransform(let t))? = v else { throw Failure("expected a CGAffineTransform", at: offset) }
        return t
    }
    static func transform3D(_ v: Value?, _ offset: Int) throws -> Transform3D {
        guard case .platform(.transform3D(let t))? = v else { throw Failure("expected a CATransform3D", at: offset) }
        return t
    }

    static func addTransformConstructors(_ t: inout [String: [Signature]]) {
        @Sendable func aff(_ x: AffineTransform) -> Value { .platform(.affineTransform(x)) }
        t["CGAffineTransform"] = [
            Signature() { _, _ in aff(.identity) },
            Signature(Param<Double>.labeled("translationX"), Param<Double>.labeled("y")) { _, _, x, y in aff(AffineTransform(translationX: x, y: y)) },
            Signature(Param<Double>.labeled("scaleX"), Param<Double>.labeled("y")) { _, _, x, y in aff(AffineTransform(scaleX: x, y: y)) },
            Signature(Param<Double>.labeled("rotationAngle")) { _, _, r in aff(AffineTransform(rotationAngle: r)) },
            Signature(Param<Double>.labeled("a"), Param<Double>.labeled("b"), Param<Double>.labeled("c"), Param<Double>.labeled("d"),
                      Param<Double>.labeled("tx"), Param<Double>.labeled("ty")) { _, _, a, b, c, d, tx, ty in
                aff(AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty))
            },
        ]
        // `ProjectionTransform(CATransform3D)` keeps the x, y and w rows and columns (`Transform3D.flattened`).
        t["ProjectionTransform"] = [
            Signature() { _, _ in .platform(.projectionTransform(.identity)) },
            Signature(Param<Located<Value>>.unlabeled) { _, _, v in
                switch v.value {
                case .platform(.affineTransform(let a)): return .platform(.projectionTransform(ProjectiveTransform(a)))
                case .platform(.transform3D(let m)): return .platform(.projectionTransform(m.flattened))
                default: throw Failure("ProjectionTransform takes a CGAffineTransform or a CATransform3D, found \(v.value.described)",
                                       at: v.offset)
                }
            },
        ]
    }

    static let globalConstants: [String: Value] = ["CATransform3DIdentity": .platform(.transform3D(.identity))]

    static func addTransformFunctions(_ t: inout [String: [Signature]]) {
        @Sendable func m(_ x: Transform3D) -> Value { .platform(.transform3D(x)) }
        t["CATransform3DMakeRotation"] = [Signature(Param<Double>.unlabeled, Param<Double>.unlabeled, Param<Double>.unlabeled,
                                                    Param<Double>.unlabeled) { _, _, angle, x, y, z in m(.rotation(angle: angle, x: x, y: y, z: z)) }]
        t["CATransform3DMakeTranslation"] = [Signature(Param<Double>.unlabeled, Param<Double>.unlabeled, Param<Double>.unlabeled) { _, _, x, y, z in
            m(.translation(x: x, y: y, z: z))
        }]
        t["CATransform3DMakeScale"] = [Signature(Param<Double>.unlabeled, Param<Double>.unlabeled, Param<Double>.unlabeled) { _, _, x, y, z in
            m(.scale(x: x, y: y, z: z))
        }]
        t["CATransform3DRotate"] = [Signature(Param<Located<Value>>.unlabeled, Param<Double>.unlabeled, Param<Double>.unlabeled,
                                              Param<Double>.unlabeled, Param<Double>.unlabeled) { _, _, base, angle, x, y, z in
            m(Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(try transform3D(base.value, base.offset)))
        }]
        t["CATransform3DTranslate"] = [Signature(Param<Located<Value>>.unlabeled, Param<Double>.unlabeled, Param<Double>.unlabeled,
                                                 Param<Double>.unlabeled) { _, _, base, x, y, z in
            m(Transform3D.translation(x: x, y: y, z: z).concatenating(try transform3D(base.value, base.offset)))
        }]
        t["CATransform3DScale"] = [Signature(Param<Located<Value>>.unlabeled, Param<Double>.unlabeled, Param<Double>.unlabeled,
                                             Param<Double>.unlabeled) { _, _, base, x, y, z in
            m(Transform3D.scale(x: x, y: y, z: z).concatenating(try transform3D(base.value, base.offset)))
        }]
        t["CATransform3DConcat"] = [Signature(Param<Located<Value>>.unlabeled, Param<Located<Value>>.unlabeled) { _, _, a, b in
            m(try transform3D(a.value, a.offset).concatenating(try transform3D(b.value, b.offset)))
        }]
    }

    static let transformMethods: [String: [String: [Signature]]] = [
        "projectionTransform": [
            "concatenating": [Signature(Param<Located<Value>>.unlabeled) { _, a, other in
                guard case .platform(.projectionTransform(let t))? = a.receiver else { throw Failure("expected a ProjectionTransform", at: a.call) }
                guard case .platform(.projectionTransform(let u)) = other.value else {
                    throw Failure("expected a ProjectionTransform, found \(other.value.described)", at: other.offset,
                                  supported: "ProjectionTransform(CGAffineTransform(…))")
                }
                return .platform(.projectionTransform(t.concatenating(u)))
            }],
        ],
        "affineTransform": [
            "concatenating": [Signature(Param<Located<Value>>.unlabeled) { _, a, other in
                .platform(.affineTransform(try affine(a.receiver, a.call).concatenating(try affine(other.value, other.offset))))
            }],
            "translatedBy": [Signature(Param<Double>.labeled("x"), Param<Double>.labeled("y")) { _, a, x, y in
                .platform(.affineTransform(try affine(a.receiver, a.call).translatedBy(x: x, y: y)))
            }],
            "scaledBy": [Signature(Param<Double>.labeled("x"), Param<Double>.labeled("y")) { _, a, x, y in
                .platform(.affineTransform(try affine(a.receiver, a.call).scaledBy(x: x, y: y)))
            }],
            "rotated": [Signature(Param<Double>.labeled("by")) { _, a, r in
                .platform(.affineTransform(try affine(a.receiver, a.call).rotated(by: r)))
            }],
            "inverted": [Signature() { _, a in
                // Core Graphics returns the transform unchanged when it cannot be inverted.
                let t = try affine(a.receiver, a.call)
                return .platform(.affineTransform(t.inverted() ?? t))
            }],
        ],
    ]

    /// The entries scripts read and write: `a`…`ty` of an affine transform, `m11`…`m44` of a 3D one.
    static let affineEntryNames = ["a", "b", "c", "d", "tx", "ty"]
    static let transform3DEntryNames = (1...4).flatMap { r in (1...4).map { "m\(r)\($0)" } }

    static func affineKey(_ n: String) -> WritableKeyPath<AffineTransform, Double>? {
        switch n {
        case "a": \.a
        case "b": \.b
        case "c": \.c
        case "d": \.d
        case "tx": \.tx
        case "ty": \.ty
        default: nil
        }
    }

    static func transform3DKey(_ n: String) -> WritableKeyPath<Transform3D, Double>? {
        switch n {
        case "m11": \.m11
        case "m12": \.m12
        case "m13": \.m13
        case "m14": \.m14
        case "m21": \.m21
        case "m22": \.m22
        case "m23": \.m23
        case "m24": \.m24
        case "m31": \.m31
        case "m32": \.m32
        case "m33": \.m33
        case "m34": \.m34
        case "m41": \.m41
        case "m42": \.m42
        case "m43": \.m43
        case "m44": \.m44
        default: nil
        }
    }

    static var transformProperties: [String: [String: Property]] {
        var affine: [String: Property] = [:]
        for name in affineEntryNames {
            affine[name] = { _, v, _ in
                if case .platform(.affineTransform(let t)) = v, let k = affineKey(name) { return .double(t[keyPath: k]) }
                return .void
            }
        }
        affine["isIdentity"] = { _, v, _ in if case .platform(.affineTransform(let t)) = v { return .bool(t.isIdentity) }; return .void }
        var m3: [String: Property] = [:]
        for name in transform3DEntryNames {
            m3[name] = { _, v, _ in
                if case .platform(.transform3D(let t)) = v, let k = transform3DKey(name) { return .double(t[keyPath: k]) }
                return .void
            }
        }
        return ["affineTransform": affine, "transform3D": m3]
    }

    /// `transform.m34 = …`: the value with one entry changed (nil: not an entry of it).
    static func settingEntry(_ name: String, of p: PlatformValue, to v: Double) -> PlatformValue? {
        switch p {
        case .affineTransform(var t):
            guard let k = affineKey(name) else { return nil }
            t[keyPath: k] = v
            return .affineTransform(t)
        case .transform3D(var t):
            guard let k = transform3DKey(name) else { return nil }
            t[keyPath: k] = v
            return .transform3D(t)
        default:
            return nil
        }
    }
}
