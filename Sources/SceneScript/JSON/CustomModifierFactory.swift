import Geometry
import Document

/// Rebuilds custom modifiers in a JSON scene from the scene-script source in its `definitions`:
/// the struct named by the modifier is instantiated with the stored `fields`, and its body is
/// interpreted exactly as in the original script (see `CustomModifier.Recipe`).
struct CustomModifierFactory {
    let program: Program

    init(definitions: String, file: String) throws {
        program = try SceneScript.parse(definitions, file: file).program
    }

    func make(name: String, nameNode: JSONNode, fields: [(String, StateValue, JSONNode)], data: [Double],
              dataNode: JSONNode) throws -> CustomModifier {
        let modifiers = program.syntax.structs.filter { $0.role == .modifier }
        guard let decl = modifiers.first(where: { $0.name == name }) else {
            let names = modifiers.map(\.name)
            throw nameNode.fail("no ViewModifier named '\(name)' in \"definitions\""
                                + (names.isEmpty ? "" : "; it declares " + names.map { "'\($0)'" }.joined(separator: ", ")))
        }
        var values: [String: Value] = [:]
        let stored = decl.storedProperties
        for (key, v, node) in fields {
            guard let p = stored.first(where: { $0.name == key }) else {
                throw node.fail("'\(name)' has no stored property '\(key)'; it has "
                                + (stored.isEmpty ? "none" : stored.map { "'\($0.name)'" }.joined(separator: ", ")))
            }
            let hint = p.type.map { Hint.of($0, program: program) } ?? .any
            switch v {
            case .bool(let b): values[key] = .bool(b)
            case .int(let i): values[key] = hint.unwrapped == .double ? .double(Double(i)) : .int(i)
            case .double(let d): values[key] = .double(d)
            case .string(let s): values[key] = .string(s)
            }
        }
        if let missing = stored.first(where: { values[$0.name] == nil }) {
            throw nameNode.fail("custom modifier '\(name)' is missing its stored property '\(missing.name)' in \"fields\"")
        }
        let interp = Interpreter(program: program, state: StateValues())
        let base: CustomModifier
        do {
            base = try interp.customModifier(.record(Record(type: decl, fields: values)), decl.offset)
        } catch let f as Failure {
            throw nameNode.fail("custom modifier '\(name)': " + program.source.error(f).description)
        }
        guard base.data.count == data.count else {
            throw dataNode.fail("'\(name)' has \(base.data.count) animatable value\(base.data.count == 1 ? "" : "s"), found \(data.count)")
        }
        return base.with(data: data)
    }
}
