import Document
import SceneScript
import Testing

/// `.scrollContentBackground(.hidden)` on a List or Form: the grouped background goes, the rows' stay.
@Suite struct ScrollContentBackgroundTests {
    static func form(_ modifier: String) -> String {
        """
        import SwiftUI
        struct Settings: View {
            @State private var on = true
            var body: some View {
                Form {
                    Toggle("Wi-Fi", isOn: $on)
                }
                \(modifier)
                .background(Color.mint)
            }
        }
        """
    }

    /// The colours of the `.background` modifiers in the tree, outermost first.
    static func backgrounds(_ source: String) throws -> [String] {
        try node(source).allNodes.compactMap { n in
            if case .modified(_, .backgroundShape(let fill, .rectangle)) = n { return "\(fill)" }
            return nil
        }
    }

    @Test func hiddenTakesTheListsBackgroundAwayOnly() throws {
        let shown = try Self.backgrounds(Self.form("")), hidden = try Self.backgrounds(Self.form(".scrollContentBackground(.hidden)"))
        // The mint behind, the grouped background (F2F2F7) in front of it, the row's card (white);
        // hidden: the mint and the card, no grouped background.
        #expect(shown.count == 3 && shown[1].contains("0.949"), "\(shown)")
        #expect(hidden == [shown[0], shown[2]], "\(shown) vs \(hidden)")
        #expect(try Self.backgrounds(Self.form(".scrollContentBackground(.visible)")) == shown)
        #expect(try Self.backgrounds(Self.form(".scrollContentBackground(.automatic)")) == shown)
        #expect(failure(Self.form(".scrollContentBackground(.clear)"))?.contains("Visibility") == true)
    }
}
