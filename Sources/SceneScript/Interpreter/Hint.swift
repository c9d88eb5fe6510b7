import Document

/// The type a position expects: how `.red`, `.degrees(90)` or `.init(…)` are resolved, how
/// integers become doubles, and what error to give when a value does not fit.
indirect enum Hint: Sendable, Hashable, CustomStringConvertible {
    case any
    case double, int, bool, string
    case color, style, gradient, gradientStop
    case angle, unitPoint, alignment, horizontalAlignment, verticalAlignment, edge, edgeInsets, axes
    case size, point, rect
    case font, fontWeight, fontDesign, textStyle
    case animation, transition
    case view, shape
    case gridItem, gridItemSize, strokeStyle, lineCap, lineJoin, cornerStyle
    case contentMode, textAlignment, truncationMode, matchedProperties
    case duration, deadline, blurReplaceStyle, namespace, contentTransition, symbolEffect, symbolEffectOptions, transaction
    case closure
    /// `Binding<T>`.
    case binding
    /// Foundation and UIKit types (`PlatformValue`).
    case character, uuid, date, floatRange, uiColor
    case userEnum(String)
    case record(String)
    case optional(Hint)
    case array(Hint)
    /// `[Key: Value]`.
    case dictionary(Hint, Hint)
    case tuple
    /// A tuple type written in the script (`(name: String, color: Color)`): its elements' hints,
    /// so `(name: "Mail", color: .blue)` resolves `.blue` as a Color.
    case typedTuple([Hint])

    var description: String {
        switch self {
        case .any: return "a value"
        case .double: return "CGFloat"
        case .int: return "Int"
        case .bool: return "Bool"
        case .string: return "String"
        case .color: return "Color"
        case .style: return "ShapeStyle"
        case .gradient: return "Gradient"
        case .gradientStop: return "Gradient.Stop"
        case .angle: return "Angle"
        case .unitPoint: return "UnitPoint"
        case .alignment: return "Alignment"
        case .horizontalAlignment: return "HorizontalAlignment"
        case .verticalAlignment: return "VerticalAlignment"
        case .edge: return "Edge"
        case .edgeInsets: return "EdgeInsets"
        case .axes: return "Axis.Set"
        case .size: return "CGSize"
        case .point: return "CGPoint"
        case .rect: return "CGRect"
        case .font: return "Font"
        case .fontWeight: return "Font.Weight"
        case .fontDesign: return "Font.Design"
        case .textStyle: return "Font.TextStyle"
        case .animation: return "Animation"
        case .transition: return "AnyTransition"
        case .view: return "View"
        case .shape: return "Shape"
        case .gridItem: return "GridItem"
        case .gridItemSize: return "GridItem.Size"
        case .strokeStyle: return "StrokeStyle"
        case .lineCap: return "CGLineCap"
        case .lineJoin: return "CGLineJoin"
        case .cornerStyle: return "RoundedCornerStyle"
        case .contentMode: return "ContentMode"
        case .textAlignment: return "TextAlignment"
        case .truncationMode: return "Text.TruncationMode"
        case .matchedProperties: return "MatchedGeometryProperties"
        case .duration: return "Duration"
        case .deadline: return "DispatchTime"
        case .blurReplaceStyle: return "BlurReplaceTransition.Configuration"
        case .namespace: return "Namespace.ID"
        case .contentTransition: return "ContentTransition"
        case .symbolEffect: return "SymbolEffect"
        case .transaction: return "Transaction"
        case .symbolEffectOptions: return "SymbolEffectOptions"
        case .closure: return "a closure"
        case .binding: return "Binding"
        case .character: return "Character"
        case .uuid: return "UUID"
        case .date: return "Date"
        case .floatRange: return "ClosedRange<Double>"
        case .uiColor: return "UIColor"
        case .userEnum(let n), .record(let n): return n
        case .optional(let h): return "\(h)?"
        case .array(let h): return "[\(h)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .tuple: return "a tuple"
        case .typedTuple(let hs): return "(" + hs.map(\.description).joined(separator: ", ") + ")"
        }
    }

    /// The hint for a type written in the script (`CGFloat`, `Color`, `[Item]`, `Int?`).
    static func of(_ t: TypeRef, program: Program?) -> Hint {
        switch t {
        case .optional(let w): return .optional(of(w, program: program))
        case .array(let e): return .array(of(e, program: program))
        case .dictionary(let k, let v): return .dictionary(of(k, program: program), of(v, program: program))
        case .tuple(_, let types): return .typedTuple(types.map { of($0, program: program) })
        case .function: return .closure
        case .some(let p):
            switch p {
            case "View": return .view
            case "ShapeStyle": return .style
            case "Shape", "InsettableShape": return .shape
            default: return .any
            }
        case .named(let n, let args):
            if n == "Array", args.count == 1 { return .array(of(args[0], program: program)) }
            if n == "Optional", args.count == 1 { return .optional(of(args[0], program: program)) }
            if n == "Dictionary", args.count == 2 { return .dictionary(of(args[0], program: program), of(args[1], program: program)) }
            if n == "Binding" { return .binding }
            if n == "ClosedRange" || n == "Range", args.count == 1, of(args[0], program: program) == .double { return .floatRange }
            if let h = typeHints[n] { return h }
            if let program {
                if program.enums[n] != nil { return .userEnum(n) }
                if program.structs[n] != nil { return .record(n) }
            }
            return .any
        }
    }

    static let typeHints: [String: Hint] = [
        "Double": .double, "CGFloat": .double, "Float": .double, "TimeInterval": .double,
        "Int": .int, "UInt64": .int, "Int64": .int, "UInt": .int, "Bool": .bool, "String": .string,
        "Color": .color, "AnyShapeStyle": .style, "AnyGradient": .style, "Material": .style,
        "LinearGradient": .style, "RadialGradient": .style, "AngularGradient": .style,
        "Gradient": .gradient, "Gradient.Stop": .gradientStop,
        "Angle": .angle, "UnitPoint": .unitPoint, "Alignment": .alignment,
        "HorizontalAlignment": .horizontalAlignment, "VerticalAlignment": .verticalAlignment,
        "Edge": .edge, "Edge.Set": .edge, "EdgeInsets": .edgeInsets, "Axis.Set": .axes,
        "CGSize": .size, "CGPoint": .point, "CGRect": .rect,
        "Font": .font, "Font.Weight": .fontWeight, "Font.Design": .fontDesign, "Font.TextStyle": .textStyle,
        "Animation": .animation, "AnyTransition": .transition, "Transition": .transition,
        "AnyView": .view, "Text": .view, "Image": .view,
        "GridItem": .gridItem, "GridItem.Size": .gridItemSize, "StrokeStyle": .strokeStyle,
        "CGLineCap": .lineCap, "CGLineJoin": .lineJoin, "RoundedCornerStyle": .cornerStyle,
        "ContentMode": .contentMode, "TextAlignment": .textAlignment, "Text.TruncationMode": .truncationMode,
        "Namespace.ID": .namespace, "ContentTransition": .contentTransition, "SymbolEffectOptions": .symbolEffectOptions, "Transaction": .transaction, "Duration": .duration, "DispatchTime": .deadline,
        "Rectangle": .shape, "RoundedRectangle": .shape, "Circle": .shape, "Capsule": .shape, "Ellipse": .shape,
        "UnevenRoundedRectangle": .shape, "Path": .shape,
        "Character": .character, "UUID": .uuid, "Date": .date, "UIColor": .uiColor,
        "AttributedString": .userEnum("AttributedString"), "AttributedSubstring": .userEnum("AttributedString"),
        "URL": .userEnum("URL"), "Text.LineStyle": .userEnum("Text.LineStyle"), "Font.Width": .userEnum("Font.Width"),
        "UIImpactFeedbackGenerator.FeedbackStyle": .userEnum("UIImpactFeedbackGenerator.FeedbackStyle"),
        "UINotificationFeedbackGenerator.FeedbackType": .userEnum("UINotificationFeedbackGenerator.FeedbackType"),
        Library.viewBlendModeType: .userEnum(Library.viewBlendModeType), Library.blendModeType: .userEnum(Library.blendModeType),
    ]

    /// What `.name` resolves against for a `T.name` written with an explicit type.
    static let staticTypes: [String: Hint] = [
        "Color": .color, "Angle": .angle, "UnitPoint": .unitPoint, "Alignment": .alignment,
        "HorizontalAlignment": .horizontalAlignment, "VerticalAlignment": .verticalAlignment,
        "Edge": .edge, "Edge.Set": .edge, "Font": .font, "Font.Weight": .fontWeight, "Font.Design": .fontDesign,
        "Animation": .animation, "AnyTransition": .transition, "Transition": .transition, "Material": .style, "ShapeStyle": .style,
        "Double": .double, "CGFloat": .double, "Float": .double, "Int": .int, "CGSize": .size, "CGPoint": .point,
        "CGRect": .rect, "EdgeInsets": .edgeInsets, "GridItem": .gridItem, "GridItem.Size": .gridItemSize,
        "ContentMode": .contentMode, "TextAlignment": .textAlignment, "Axis.Set": .axes,
        "RoundedCornerStyle": .cornerStyle, "Duration": .duration, "DispatchTime": .deadline,
        "Gradient": .gradient, "Gradient.Stop": .gradientStop, "StrokeStyle": .strokeStyle,
        "CGLineCap": .lineCap, "CGLineJoin": .lineJoin, "Binding": .binding,
        "Bool": .bool, "Date": .date, "UIColor": .uiColor,
    ]

    var unwrapped: Hint { if case .optional(let h) = self { return h.unwrapped } else { return self } }
    /// The element type an array hint expects (`[CGFloat]` → CGFloat), else `.any`.
    var element: Hint { if case .array(let h) = unwrapped { return h } else { return .any } }
}
