import Document
import Geometry

// A deterministic text dump for tests: one line per view, `path kind frame`, then the frames of
// its layout modifiers (`padding [..]`) in order from the inside out. Children and modifier views
// (backgrounds, overlays, masks) follow on indented lines. Numbers use `formatNumber`.

extension LayoutNode: CustomStringConvertible {
    public var description: String { dump }

    /// The text dump (see the comment at the top of this file).
    public var dump: String {
        var lines: [String] = []
        write(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func write(into lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth) + "\(path) \(kindName) \(frame)"
        for m in modifiers {
            if case .layout(let w, let r) = m { line += " \(w.rawValue) \(r)" }
        }
        lines.append(line)
        for c in children { c.write(into: &lines, depth: depth + 1) }
        for m in modifiers {
            switch m {
            case .background(let n), .overlay(let n), .mask(let n): n.write(into: &lines, depth: depth + 1)
            default: break
            }
        }
    }

    /// The SwiftUI name of the view (`HStack`, `Text("Hi")`, `Circle`, …).
    public var kindName: String {
        switch kind {
        case .empty: return "EmptyView"
        case .shape(let s):
            switch s {
            case .rectangle: return "Rectangle"
            case .roundedRectangle: return "RoundedRectangle"
            case .unevenRoundedRectangle: return "UnevenRoundedRectangle"
            case .circle: return "Circle"
            case .ellipse: return "Ellipse"
            case .capsule: return "Capsule"
            case .path: return "Path"
            case .custom(let c): return c.name
            case .trimmed: return "Trimmed"
            }
        case .color: return "Color"
        case .text(let s): return "Text(\(quoted(s)))"
        case .image(let n): return "Image(\(quoted(n)))"
        case .symbol(let n): return "Image(systemName: \(quoted(n)))"
        case .leaf(let name): return name
        case .hStack: return "HStack"
        case .vStack: return "VStack"
        case .zStack: return "ZStack"
        case .grid: return "Grid"
        case .lazyVGrid: return "LazyVGrid"
        case .lazyHGrid: return "LazyHGrid"
        case .scrollView: return "ScrollView"
        case .button(let name): return "Button(\(quoted(name)))"
        }
    }
}

private func quoted(_ s: String) -> String {
    var out = "\""
    for ch in s {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.append(ch)
        }
    }
    return out + "\""
}
