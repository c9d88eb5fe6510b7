import Document

/// `NavigationStack { … }` / `NavigationView { … }` with the bar its root view asks for
/// (`.navigationTitle(_:)`, `.navigationBarTitleDisplayMode(_:)`). The title is a preference, as
/// in SwiftUI: the content sets it for the stack around it (the last one set wins; outside a
/// stack it shows nothing).
extension Library {
    /// What the views inside a stack asked its bar to show.
    struct NavigationBarPreference {
        var title: String?
        var mode: NavigationBar.TitleDisplayMode = .automatic
        /// A list's background, which fills the screen behind the bar.
        var background: Color?
        /// The toolbar's items (`Library/Toolbars.swift`).
        var items: [(side: NavigationBar.ItemSide, view: ViewNode)] = []
    }

    static func addNavigationConstructors(_ t: inout [String: [Signature]]) {
        for name in ["NavigationStack", "NavigationView"] {
            t[name] = [
                Signature(Param<ClosureValue>.labeled("content")) { i, a, content in
                    try i.navigationStack(content, path: nil, a.call)
                },
                Signature(Param<BindingArgument>.labeled("path"), Param<ClosureValue>.labeled("root")) { i, a, path, content in
                    try i.navigationStack(content, path: path.ref, a.call)
                },
            ]
        }
    }

    static func addNavigationModifiers(_ t: inout [String: [Signature]]) {
        addNavigationDestinationModifiers(&t)
        t["navigationTitle"] = [onView(Param<String>.unlabeled) { i, base, _, title in
            i.navigationBar?.title = title
            return .view(base)
        }]
        t["navigationBarTitleDisplayMode"] = [onView(Param<BuiltinEnumArgument<NavigationBar.TitleDisplayMode>>.unlabeled) { i, base, _, mode in
            i.navigationBar?.mode = mode.value
            return .view(base)
        }]
    }
}
