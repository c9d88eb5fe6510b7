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
            t[name] = [Signature("_:double") { _, a in .double(f(try a.double(0))) }]
        }
        unary("sin", sin); unary("cos", cos); unary("tan", tan); unary("asin", asin); unary("acos", acos)
        unary("atan", atan); unary("sqrt", { $0.squareRoot() }); unary("floor", { $0.rounded(.down) })
        unary("ceil", { $0.rounded(.up) }); unary("round", { $0.rounded() }); unary("exp", exp); unary("log", log)
        t["atan2"] = [Signature("_:double, _:double") { _, a in .double(atan2(try a.double(0), try a.double(1))) }]
        t["pow"] = [Signature("_:double, _:double") { _, a in .double(pow(try a.double(0), try a.double(1))) }]
        t["abs"] = [Signature("_:any") { _, a in
            switch try a.value(0) {
            case .int(let i):
                guard i != .min else { throw Failure("arithmetic overflow", at: a.at(0)) }
                return .int(abs(i))
            case .double(let d): return .double(abs(d))
            case let v: throw Failure("abs needs a number, found \(v.described)", at: a.at(0))
            }
        }]
        for (name, pickFirst) in [("min", true), ("max", false)] {
            t[name] = [Signature("_:any, _:any") { i, a in
                let x = try a.value(0), y = try a.value(1)
                if case .int(let p) = x, case .int(let q) = y { return .int(pickFirst ? Swift.min(p, q) : Swift.max(p, q)) }
                guard let p = x.doubleValue, let q = y.doubleValue else {
                    throw Failure("\(name) needs numbers, found \(x.described) and \(y.described)", at: a.call)
                }
                return .double(pickFirst ? Swift.min(p, q) : Swift.max(p, q))
            }]
        }
        t["print"] = [Signature("_:any?") { _, _ in .void }]
        return t
    }()
}
