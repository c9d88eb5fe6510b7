import Document

/// The UIKit that SwiftUI view files lean on: `UIScreen.main` for sizes, `UIColor` for colours
/// (shown through `Color(uiColor:)`), and haptic generators (which do nothing in a clip). Any other
/// UIKit name is an error naming the SwiftUI alternative.
extension Library {
    /// A `UIColor` argument (`Color(.systemGray4)`, `Color(uiColor: .label)`).
    struct UIColorArgument: ScriptArgument {
        let color: Color
        static var hint: Hint { .uiColor }
        static func read(_ v: Value, at _: Int) -> UIColorArgument? {
            if case .platform(.uiColor(let c)) = v { UIColorArgument(color: c) } else { nil }
        }
    }

    /// `UIImpactFeedbackGenerator.FeedbackStyle` (`.medium`).
    struct ImpactStyleArgument: ScriptArgument {
        static var hint: Hint { .userEnum(impactStyle) }
        static func read(_ v: Value, at _: Int) -> ImpactStyleArgument? {
            if case .enumCase(impactStyle, _, _) = v { ImpactStyleArgument() } else { nil }
        }
    }
    /// `UINotificationFeedbackGenerator.FeedbackType` (`.success`).
    struct NotificationTypeArgument: ScriptArgument {
        static var hint: Hint { .userEnum(notificationType) }
        static func read(_ v: Value, at _: Int) -> NotificationTypeArgument? {
            if case .enumCase(notificationType, _, _) = v { NotificationTypeArgument() } else { nil }
        }
    }

    static let impactStyle = "UIImpactFeedbackGenerator.FeedbackStyle"
    static let notificationType = "UINotificationFeedbackGenerator.FeedbackType"
    static let impactStyles = ["light", "medium", "heavy", "soft", "rigid"]
    static let notificationTypes = ["success", "warning", "error"]

    /// The haptic generators and the methods each has (all do nothing).
    static let feedbackGenerators: [String: [String]] = [
        "UIImpactFeedbackGenerator": ["prepare", "impactOccurred"],
        "UINotificationFeedbackGenerator": ["prepare", "notificationOccurred"],
        "UISelectionFeedbackGenerator": ["prepare", "selectionChanged"],
    ]

    /// Types of Foundation and UIKit that name something here (for `Type.member`).
    static let platformTypeNames: Set<String> = Set(["UIScreen", "UIColor", impactStyle, notificationType, "Text.DateStyle",
                                                      "CGAffineTransform", "CATransform3D", "ProjectionTransform"])
        .union(feedbackGenerators.keys).union(attributedTypeNames)

    /// UIKit types that are not available, with the SwiftUI way to do the same.
    static let uikitAlternatives: [String: String] = [
        "UIView": "SwiftUI views", "UIViewRepresentable": "SwiftUI views", "UIViewController": "a SwiftUI View struct",
        "UIViewControllerRepresentable": "SwiftUI views", "UIHostingController": "the scene's root view",
        "UIFont": "Font.system(size:weight:design:)", "UIBezierPath": "Path { p in … }",
        "UIEdgeInsets": "EdgeInsets(top:leading:bottom:trailing:)", "UIApplication": "nothing: a clip has no app around it",
        "UIDevice": "UIScreen.main.bounds for the canvas size", "UIWindow": "UIScreen.main.bounds for the canvas size",
        "UIGraphicsImageRenderer": "shapes and Path", "UILabel": "Text(…)", "UIButton": "Button(…) { … }",
        "UIImageView": "Image(…)", "UIStackView": "HStack or VStack", "UITableView": "VStack with ForEach",
        "UICollectionView": "LazyVGrid", "UIScrollView": "ScrollView", "UIBlurEffect": ".background(.ultraThinMaterial)",
        "UIVisualEffectView": ".background(.ultraThinMaterial)", "UIAccessibility": "nothing (no accessibility tree)",
        "UIPasteboard": "nothing: scene scripts do no I/O", "UIRectCorner": "UnevenRoundedRectangle(…)",
    ]

    /// The error for a UIKit name that is not available (`UIFoo`), or nil for other names.
    static func uikitFailure(_ name: String, at offset: Int) -> Failure? {
        let base = String(name.prefix { $0 != "." })
        if let instead = uikitAlternatives[base] {
            return Failure("UIKit's '\(base)' is not available in scene scripts", at: offset, supported: instead)
        }
        let chars = Array(base)
        guard chars.count > 2, chars[0] == "U", chars[1] == "I", chars[2].isUppercase else { return nil }
        return Failure("UIKit's '\(base)' is not available in scene scripts", at: offset,
                       supported: "SwiftUI views and modifiers; of UIKit only UIScreen.main, UIColor and the feedback generators")
    }

    // MARK: Tables

    /// `UIColor.systemGray4`, `.label`, `.red`: a UIColor where one is expected.
    static let uiColorStatics: StaticTable = {
        var t = StaticTable()
        // Light values; `adaptiveStatic` gives each in the scheme in effect.
        for c in UIKitColor.system { t.values[c.name] = .platform(.uiColor(c.light)) }
        for (name, c) in UIKitColor.fixed { t.values[name] = .platform(.uiColor(c)) }
        return t
    }()

    /// `Type.member` of UIKit types that are not tables of values (`UIScreen.main`, the feedback
    /// enums); nil for other types.
    static func platformStatic(_ typeName: String, _ name: String, hasArguments: Bool, at offset: Int) throws -> Value? {
        func enumCase(_ cases: [String]) throws -> Value {
            guard cases.contains(name), !hasArguments else {
                throw Failure("'\(typeName)' has no case '\(name)'", at: offset, supported: suggestion(for: name, among: cases))
            }
            return .enumCase(type: typeName, name: name)
        }
        switch typeName {
        case "UIScreen":
            guard name == "main", !hasArguments else {
                throw Failure("'UIScreen.\(name)' is not available", at: offset, supported: "UIScreen.main (its bounds and scale)")
            }
            return .platform(.screen)
        case impactStyle: return try enumCase(impactStyles)
        case "Text.DateStyle": return try enumCase(["time", "date", "relative", "offset", "timer"])
        case notificationType: return try enumCase(notificationTypes)
        case "CGAffineTransform" where name == "identity" && !hasArguments: return .platform(.affineTransform(.identity))
        case "ProjectionTransform" where name == "identity" && !hasArguments: return .platform(.projectionTransform(.identity))
        case timelineScheduleType: return try timelineSchedule(name, hasArguments: hasArguments, at: offset)
        case coordinateSpaceType: return try coordinateSpaceStatic(name, hasArguments: hasArguments, at: offset)
        case proposedSizeType: return try proposedSizeStatic(name, hasArguments: hasArguments, at: offset)
        case scrollConfigurationType: return try scrollConfigurationStatic(name, hasArguments: hasArguments, at: offset)
        case lineStyleType, lineStylePatternType: return try attributedStatic(typeName, name, hasArguments: hasArguments, at: offset)
        default: return try canvasStatic(typeName, name, hasArguments: hasArguments, at: offset)
        }
    }

    static let uiKitProperties: [String: [String: Property]] = [
        "screen": [
            "bounds": { i, _, _ in .rect(Rect(origin: .zero, size: i.program.context.canvas)) },
            "nativeBounds": { i, _, _ in
                let c = i.program.context
                return .rect(Rect(x: 0, y: 0, width: c.canvas.width * c.scale, height: c.canvas.height * c.scale))
            },
            "scale": { i, _, _ in .double(i.program.context.scale) },
            "nativeScale": { i, _, _ in .double(i.program.context.scale) },
        ],
    ]

    static let uiKitMethods: [String: [String: [Signature]]] = {
        var generator: [String: [Signature]] = [:]
        func method(_ name: String, _ sigs: [Signature]) {
            generator[name] = sigs.map { sig in
                Signature(params: sig.params) { i, a in
                    guard case .platform(.feedbackGenerator(let type))? = a.receiver else { throw Failure("expected a feedback generator", at: a.call) }
                    guard feedbackGenerators[type]?.contains(name) == true else {
                        throw Failure("\(type) has no method '\(name)'", at: a.call,
                                      supported: "supported: " + (feedbackGenerators[type] ?? []).map { $0 + "()" }.joined(separator: ", "))
                    }
                    return try sig.impl(i, a)
                }
            }
        }
        method("prepare", [Signature() { _, _ in .void }])
        method("impactOccurred", [Signature() { _, _ in .void }, Signature(Param<Double>.labeled("intensity")) { _, _, _ in .void }])
        method("notificationOccurred", [Signature(Param<NotificationTypeArgument>.unlabeled) { _, _, _ in .void }])
        method("selectionChanged", [Signature() { _, _ in .void }])
        return [
            "feedbackGenerator": generator,
            "uiColor": ["withAlphaComponent": [Signature(Param<Double>.unlabeled) { _, a, alpha in
                guard case .platform(.uiColor(var c))? = a.receiver else { throw Failure("expected a UIColor", at: a.call) }
                c.alpha = min(max(alpha, 0), 1)
                return .platform(.uiColor(c))
            }]],
        ]
    }()

    /// `Color(.systemGray4)`, `Color(uiColor:)`, `UIColor(red:green:blue:alpha:)` and the haptic
    /// generators' initializers.
    static func addUIKitConstructors(_ t: inout [String: [Signature]]) {
        t["Color", default: []] += [
            Signature(Param<UIColorArgument>.unlabeled) { _, _, c in .color(c.color) },
            Signature(Param<UIColorArgument>.labeled("uiColor")) { _, _, c in .color(c.color) },
        ]
        @Sendable func ui(_ c: Color) -> Value { .platform(.uiColor(c)) }
        t["UIColor"] = [
            Signature(Param<Double>.labeled("red"), Param<Double>.labeled("green"), Param<Double>.labeled("blue"),
                      Param<Double>.labeled("alpha")) { _, _, r, g, b, alpha in ui(Color(red: r, green: g, blue: b, opacity: alpha)) },
            Signature(Param<Double>.labeled("white"), Param<Double>.labeled("alpha")) { _, _, white, alpha in ui(Color(white: white, opacity: alpha)) },
            Signature(Param<Located<Double>>.labeled("hue"), Param<Double>.labeled("saturation"), Param<Double>.labeled("brightness"),
                      Param<Double>.labeled("alpha")) { _, _, hue, saturation, brightness, alpha in
                guard hue.value.isFinite else { throw Failure("hue must be a finite number", at: hue.offset) }
                return ui(Color(hue: hue.value, saturation: saturation, brightness: brightness, opacity: alpha))
            },
            Signature(Param<Color>.unlabeled) { _, _, c in ui(c) },
        ]
        t["UIImpactFeedbackGenerator"] = [
            Signature() { _, _ in .platform(.feedbackGenerator("UIImpactFeedbackGenerator")) },
            Signature(Param<ImpactStyleArgument>.labeled("style")) { _, _, _ in .platform(.feedbackGenerator("UIImpactFeedbackGenerator")) },
        ]
        t["UINotificationFeedbackGenerator"] = [Signature() { _, _ in .platform(.feedbackGenerator("UINotificationFeedbackGenerator")) }]
        t["UISelectionFeedbackGenerator"] = [Signature() { _, _ in .platform(.feedbackGenerator("UISelectionFeedbackGenerator")) }]
    }
}

extension PlatformValue {
    /// Whether the value is of the type `hint` stands for.
    func fits(_ hint: Hint) -> Bool {
        switch (hint, self) {
        case (.uuid, .uuid), (.date, .date), (.floatRange, .floatRange), (.uiColor, .uiColor): return true
        case (.userEnum(Library.timelineScheduleType), .timelineSchedule): return true
        case (.userEnum(Library.shadingType), .shading), (.userEnum(Library.filterType), .canvasFilter),
             (.userEnum(Library.blendModeType), .blendMode), (.userEnum("CGAffineTransform"), .affineTransform): return true
        case (.userEnum(Library.viewBlendModeType), .blendMode(let mode)): return mode.isViewBlendMode
        case (.userEnum(Library.attributedStringType), .attributedString), (.userEnum(Library.urlType), .url),
             (.userEnum(Library.lineStyleType), .textLineStyle), (.userEnum(Library.proposedSizeType), .proposedSize): return true
        default: return false
        }
    }
}

extension Interpreter {
    /// What to write instead when a value has the wrong type (`Text(letter)` → `String(letter)`).
    func conversionAdvice(_ v: Value, _ hint: Hint) -> String? {
        switch (hint.unwrapped, v) {
        case (.string, .character): return "String(c) makes a String of a Character"
        case (.character, .string): return "a one-letter literal (\"a\"), or Character(s) for a one-letter String"
        case (.color, .platform(.uiColor)), (.style, .platform(.uiColor)), (.view, .platform(.uiColor)):
            return "Color(uiColor: …) shows a UIColor in SwiftUI, e.g. Color(.systemGray4)"
        case (.uiColor, .color): return "UIColor(color), or a UIColor such as .systemGray4"
        case (.double, .platform(.floatRange)), (.int, .range): return "a number; for a random one, Double.random(in: range)"
        default: return nil
        }
    }
}
