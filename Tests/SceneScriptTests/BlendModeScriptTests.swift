import Document
import SceneScript
import Testing

/// `.blendMode(_:)` and `.compositingGroup()` as scene scripts write them, and SwiftUI's two
/// blend-mode types: the view's `BlendMode` (21 modes) and `GraphicsContext.BlendMode` (28).
@Suite struct BlendModeScriptTests {
    @Test func spotlightCutoutIsTheSwiftAPIsView() throws {
        let source = """
            import SwiftUI

            struct Spotlight: View {
                @State private var mode: BlendMode = .destinationOut

                var body: some View {
                    ZStack {
                        Color.black.opacity(0.6)
                        Circle()
                            .frame(width: 80, height: 80)
                            .blendMode(mode)
                        Text("Tap here").blendMode(BlendMode.difference)
                    }
                    .compositingGroup()
                }
            }
            """
        let expected = ZStack {
            Color.black.opacity(0.6)
            Circle().frame(width: 80, height: 80).blendMode(.destinationOut)
            Text("Tap here").blendMode(.difference)
        }
        .compositingGroup()
        #expect(try node(source) == expected.makeNode())
    }

    @Test func aContextOnlyModeOnAViewSaysWhereItBelongs() {
        let message = failure("""
            import SwiftUI
            struct V: View {
                var body: some View { Circle().blendMode(.xor) }
            }
            """)
        #expect(message?.contains("'.xor' is a GraphicsContext.BlendMode, not a view's BlendMode") == true, "\(message ?? "no error")")
        #expect(message?.contains("context.blendMode = .xor") == true, "\(message ?? "no error")")
        let unknown = failure("""
            import SwiftUI
            struct V: View {
                var body: some View { Circle().blendMode(.overlayy) }
            }
            """)
        #expect(unknown?.contains("BlendMode has no member '.overlayy'") == true, "\(unknown ?? "no error")")
        #expect(unknown?.contains(".overlay") == true && unknown?.contains(".normal") == true, "\(unknown ?? "no error")")
    }

    @Test func everyViewModeIsAcceptedAndTheCanvasTakesAll() throws {
        let view = BlendMode.allCases.filter(\.isViewBlendMode)
        #expect(view.count == 21)
        for mode in view {
            let source = "import SwiftUI\nstruct V: View {\n    var body: some View { Circle().blendMode(.\(mode.swiftUIName)) }\n}\n"
            #expect(try node(source) == Circle().blendMode(mode).makeNode(), "\(mode)")
        }
        for mode in BlendMode.allCases {
            let source = """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Canvas { context, size in
                            context.blendMode = .\(mode.swiftUIName)
                            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                        }
                    }
                }
                """
            #expect(failure(source) == nil, "\(mode): \(failure(source) ?? "")")
        }
    }
}
