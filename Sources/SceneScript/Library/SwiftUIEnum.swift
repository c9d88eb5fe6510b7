import Document

/// A SwiftUI enum (or set of static styles) the model has as a Swift enum: its SwiftUI type name,
/// said once, gives the interpreter's table of cases (`Library.builtinEnums`) and the argument
/// type that reads `.borderedProminent` or `.inline` (`BuiltinEnumArgument`).
protocol SwiftUIEnum: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// As SwiftUI spells it (`PrimitiveButtonStyle`, `NavigationBarItem.TitleDisplayMode`).
    static var swiftUIName: String { get }
}

extension ButtonStyleKind: SwiftUIEnum { static var swiftUIName: String { "PrimitiveButtonStyle" } }
extension ControlSize: SwiftUIEnum { static var swiftUIName: String { "ControlSize" } }
extension LabelStyleKind: SwiftUIEnum { static var swiftUIName: String { "LabelStyle" } }
extension NavigationBar.TitleDisplayMode: SwiftUIEnum { static var swiftUIName: String { "NavigationBarItem.TitleDisplayMode" } }
extension GroupedList.Style: SwiftUIEnum { static var swiftUIName: String { "ListStyle" } }
extension TextField.Style: SwiftUIEnum { static var swiftUIName: String { "TextFieldStyle" } }
extension Library.ColorSpace: SwiftUIEnum { static var swiftUIName: String { "Color.RGBColorSpace" } }
extension PickerStyleKind: SwiftUIEnum { static var swiftUIName: String { "PickerStyle" } }
extension Font.Width: SwiftUIEnum { static var swiftUIName: String { "Font.Width" } }
extension Image.Scale: SwiftUIEnum { static var swiftUIName: String { "Image.Scale" } }

extension Library {
    /// Every `SwiftUIEnum`, for the table of cases.
    static let swiftUIEnums: [any SwiftUIEnum.Type] = [
        ButtonStyleKind.self, ControlSize.self, LabelStyleKind.self, NavigationBar.TitleDisplayMode.self, ColorSpace.self,
        GroupedList.Style.self, TextField.Style.self, TextCase.self, NumberFormatStyle.self,
        PresentationDetentKind.self, VisibilityKind.self, ButtonRoleKind.self, ToolbarPlacement.self,
        Font.Width.self, PickerStyleKind.self, Image.Scale.self, TabViewStyleKind.self, IndexDisplayModeKind.self,
        IndexViewStyleKind.self, BackgroundDisplayModeKind.self,
    ]

    /// A case of a `SwiftUIEnum` (`.borderedProminent`, `.large`, `.inline`).
    struct BuiltinEnumArgument<E: SwiftUIEnum>: ScriptArgument {
        let value: E
        static var hint: Hint { .userEnum(E.swiftUIName) }
        static func read(_ v: Value, at _: Int) -> BuiltinEnumArgument? {
            if case .enumCase(let t, let name, _) = v, t == E.swiftUIName, let e = E(rawValue: name) { BuiltinEnumArgument(value: e) } else { nil }
        }
    }
}

extension SwiftUIEnum {
    static var caseNames: [String] { allCases.map(\.rawValue) }
}
