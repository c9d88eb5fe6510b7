import Document

extension Library {
    /// SwiftUI's enums that environment values and a few parameters use, with their cases.
    static let builtinEnums: [String: [String]] = Dictionary(uniqueKeysWithValues: swiftUIEnums.map { ($0.swiftUIName, $0.caseNames) })
        .merging([
        "ColorScheme": ["light", "dark"],
        "UserInterfaceSizeClass": ["compact", "regular"],
        "DynamicTypeSize": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"],
        "LayoutDirection": ["leftToRight", "rightToLeft"],
        "ScenePhase": ["active", "inactive", "background"],
        "ColorSchemeContrast": ["standard", "increased"],
        "LegibilityWeight": ["regular", "bold"],
        toggleStyleType: ["automatic", "switch", "button", "checkbox"],
        datePickerComponentsType: ["date", "hourAndMinute"],
        "TransitionPhase": ["willAppear", "identity", "didDisappear"],
        scrollTransitionPhaseType: ["topLeading", "identity", "bottomTrailing"],
        rectEdgeType: rectEdges,
        "RunLoop": ["main", "current"], "RunLoop.Mode": ["common", "default", "tracking"],
    ]) { a, _ in a }

    /// `TransitionPhase`'s properties: `isIdentity`, and `value` −1 (willAppear), 0, +1 (didDisappear)
    /// as Apple documents it.
    static func transitionPhaseMember(_ phase: String, _ name: String) -> Value? {
        switch name {
        case "isIdentity": return .bool(phase == "identity")
        case "value": return .double(phase == "willAppear" ? -1 : phase == "didDisappear" ? 1 : 0)
        default: return nil
        }
    }

    /// An action value that does nothing when called (`dismiss()`, `openURL(url)` in a clip).
    static let noAction: Value = .closure(ClosureValue(
        closure: Closure(parameters: [], shorthandCount: 0, body: [], offset: 0), env: Env()))

    /// What `@Environment(\.key)` reads where no view set the key: an iPhone in portrait, light
    /// mode, default text size (SwiftUI's defaults; `dismiss` and `openURL` do nothing in a clip).
    static let environmentDefaults: [String: Value] = [
        "colorScheme": .enumCase(type: "ColorScheme", name: "light"),
        "colorSchemeContrast": .enumCase(type: "ColorSchemeContrast", name: "standard"),
        "horizontalSizeClass": .enumCase(type: "UserInterfaceSizeClass", name: "compact"),
        "verticalSizeClass": .enumCase(type: "UserInterfaceSizeClass", name: "regular"),
        "dynamicTypeSize": .enumCase(type: "DynamicTypeSize", name: "large"),
        "layoutDirection": .enumCase(type: "LayoutDirection", name: "leftToRight"),
        "scenePhase": .enumCase(type: "ScenePhase", name: "active"),
        "legibilityWeight": .enumCase(type: "LegibilityWeight", name: "regular"),
        "isEnabled": .bool(true),
        "accessibilityReduceMotion": .bool(false),
        "accessibilityReduceTransparency": .bool(false),
        "accessibilityDifferentiateWithoutColor": .bool(false),
        "isPresented": .bool(false),
        "dismiss": noAction,
        "openURL": noAction,
    ]
}
