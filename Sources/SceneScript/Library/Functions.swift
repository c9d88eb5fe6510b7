#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Document

extension Library {
    /// Free functions: maths, and `print` (which does nothing: scripts have no output).
    static let functions: [String: [Signature]] = {
        var t: [String: [Signature]] = [:]
        func unary(_ name: String, _ f: @escaping @Sendable (Double) -> Double) {
            t[name] = [Signature(Param<Double>.unlabeled) { _, _, x in .double(f(x)) }]
        }
        unary("sin", sin); unary("cos", cos); unary("tan", tan); unary("asin", asin); unary("acos", acos)
        unary("atan", atan); unary("sqrt", { $0.squareRoot() }); unary("floor", { $0.rounded(.down) })
        unary("ceil", { $0.rounded(.up) }); unary("round", { $0.rounded() }); unary("exp", exp); unary("log", log)
        t["atan2"] = [Signature(Param<Double>.unlabeled, Param<Double>.unlabeled) { _, _, y, x in .double(atan2(y, x)) }]
        t["pow"] = [Signature(Param<Double>.unlabeled, Param<Double>.unlabeled) { _, _, x, y in .double(pow(x, y)) }]
        t["abs"] = [Signature(Param<Located<Value>>.unlabeled) { _, _, x in
            switch x.value {
            case .int(let i):
                guard i != .min else { throw Failure("arithmetic overflow", at: x.offset) }
                return .int(abs(i))
            case .double(let d): return .double(abs(d))
            case let v: throw Failure("abs needs a number, found \(v.described)", at: x.offset)
            }
        }]
        for (name, pickFirst) in [("min", true), ("max", false)] {
            t[name] = [Signature(Param<Value>.unlabeled, Param<Value>.unlabeled) { _, a, x, y in
                if case .int(let p) = x, case .int(let q) = y { return .int(pickFirst ? Swift.min(p, q) : Swift.max(p, q)) }
                guard let p = x.doubleValue, let q = y.doubleValue else {
                    throw Failure("\(name) needs numbers, found \(x.described) and \(y.described)", at: a.call)
                }
                return .double(pickFirst ? Swift.min(p, q) : Swift.max(p, q))
            }]
        }
        t["print"] = [Signature(Param<Value>.unlabeled(default: .void)) { _, _, _ in .void }]
        addSequenceFunctions(&t)
        addStrideFunctions(&t)
        addTransformFunctions(&t)
        return t
    }()
}
