import Document

/// `.toolbar { … }` with `ToolbarItem(placement:) { … }`, `ToolbarItemGroup(placement:) { … }` or plain views:
/// the items of a navigation bar. Like the title, they are a preference of the screen for the stack around it
/// (`Library.NavigationBarPreference`); outside a stack they show nothing, as in SwiftUI.
///
/// Leading items (`.topBarLeading`, `.navigationBarLeading`, `.cancellationAction`) sit after the back button,
/// trailing ones (`.topBarTrailing`, `.navigationBarTrailing`, `.primaryAction`, `.confirmationAction`,
/// `.destructiveAction`, `.secondaryAction`, `.automatic`, and plain views) at the trailing edge, 16 pt in, 16 pt
/// apart; `.principal` replaces the inline title. iOS draws bar buttons borderless in the tint, as a default button
/// is. `.bottomBar` items make the bottom toolbar under the screen (`NavigationBar.bottomBar`); `.status` and
/// `.keyboard` are not drawn yet: an error names them.
extension Library {
    /// `ToolbarItemPlacement`'s placements.
    enum ToolbarPlacement: String, SwiftUIEnum {
        case automatic, topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing, principal,
             primaryAction, secondaryAction, confirmationAction, cancellationAction, destructiveAction,
             bottomBar, status, keyboard
        static var swiftUIName: String { "ToolbarItemPlacement" }

        /// Where in the bar it goes.
        var side: NavigationBar.ItemSide? {
            switch self {
            case .topBarLeading, .navigationBarLeading, .cancellationAction: return .leading
            case .principal: return .principal
            case .bottomBar: return .bottom
            case .status, .keyboard: return nil
            default: return .trailing
            }
        }
    }

    static func addToolbarConstructors(_ t: inout [String: [Signature]]) {
        for name in ["ToolbarItem", "ToolbarItemGroup"] {
            t[name] = [
                Signature(Param<Located<BuiltinEnumArgument<ToolbarPlacement>>>.labeled("placement",
                                                                                         default: Located(value: BuiltinEnumArgument(value: .automatic), offset: 0)),
                          Param<ClosureValue>.labeled("content")) { i, a, placement, content in
                    try i.toolbarItem(placement.value.value, content, name: name, a.offsets.first ?? a.call, a.call)
                },
            ]
        }
    }

    static func addToolbarModifiers(_ t: inout [String: [Signature]]) {
        t["toolbar"] = [onView(Param<ClosureValue>.labeled("content")) { i, base, a, content in
            let saved = i.toolbarItems
            i.toolbarItems = []
            defer { i.toolbarItems = saved }
            let built = try i.buildClosure(content, [], a.call)
            var items = i.toolbarItems ?? []
            // Views written without a ToolbarItem are trailing items, as `.automatic` places them on iOS.
            for child in built.childList where child.view != .empty { items.append((.trailing, child.view)) }
            i.navigationBar?.items += items
            return .view(base)
        }]
    }
}

extension Interpreter {
    /// `ToolbarItem(placement:) { … }`: recorded for the `.toolbar` being built; it draws nothing where it is.
    func toolbarItem(_ placement: Library.ToolbarPlacement, _ content: ClosureValue, name: String, _ placementOffset: Int,
                     _ call: Int) throws -> Value {
        guard toolbarItems != nil else {
            throw Failure("\(name) belongs inside .toolbar { … }", at: call)
        }
        guard let side = placement.side else {
            throw Failure("toolbar placement .\(placement.rawValue) is not drawn yet", at: placementOffset,
                          supported: ".topBarLeading, .topBarTrailing, .principal, .bottomBar, .primaryAction, .cancellationAction, .confirmationAction")
        }
        let built = try buildClosure(content, [], call)
        // A bottom bar's group joins the bar's row, so a Spacer() in it spreads the bar's items.
        if side == .bottom {
            for child in built.childList where child.view != .empty { toolbarItems?.append((side, child.view)) }
            return .view(leaf(.empty))
        }
        let node = built.childList.count > 1
            ? HStack(spacing: NavigationBar.itemSpacing) { ScriptContent(built) }.makeNode() : built.node
        toolbarItems?.append((side, node))
        return .view(leaf(.empty))
    }
}
