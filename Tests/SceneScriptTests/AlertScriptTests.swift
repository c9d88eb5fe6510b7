import Document
import SceneScript
import Testing

/// An alert's texts come and go with its binding; a tap on one of its buttons runs the button's action and
/// dismisses it; an alert's actions must be buttons.
@Suite struct AlertScriptTests {
    static let source = """
    // flipbook: tap "Remove" at 0.1
    // flipbook: tap "Delete" at 1.5
    import SwiftUI

    struct ContentView: View {
        @State private var asking = false
        @State private var items = ["Alpha", "Beta"]
        var body: some View {
            VStack {
                ForEach(items, id: \\.self) { Text($0) }
                Button("Remove", role: .destructive) { asking = true }
            }
            .alert("Delete Beta?", isPresented: $asking) {
                Button("Delete", role: .destructive) { withAnimation { items.removeLast() } }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("It cannot be undone.")
            }
        }
    }
    """

    @Test func theAlertShowsAndItsButtonActsAndDismisses() throws {
        #expect(try screenTexts(Self.source, at: 0) == ["Alpha", "Beta", "Remove"])
        let shown = try screenTexts(Self.source, at: 1)
        for text in ["Delete Beta?", "It cannot be undone.", "Delete", "Cancel"] { #expect(shown.contains(text)) }
        #expect(try screenTexts(Self.source, at: 3) == ["Alpha", "Remove"])
        // Cancel only dismisses.
        let cancelled = Self.source.replacingOccurrences(of: "tap \"Delete\" at 1.5", with: "tap \"Cancel\" at 1.5")
        #expect(try screenTexts(cancelled, at: 3) == ["Alpha", "Beta", "Remove"])
    }

    /// A confirmation dialog shows its title only with `titleVisibility: .visible`, gets a Cancel when it has none,
    /// and its buttons act and dismiss like an alert's.
    @Test func aConfirmationDialogActsLikeAnAlert() throws {
        let dialog = Self.source.replacingOccurrences(of: ".alert(\"Delete Beta?\", isPresented: $asking)",
                                                      with: ".confirmationDialog(\"Delete Beta?\", isPresented: $asking, titleVisibility: .visible)")
            .replacingOccurrences(of: "Button(\"Cancel\", role: .cancel) { }", with: "")
        let shown = try screenTexts(dialog, at: 1)
        for text in ["Delete Beta?", "It cannot be undone.", "Delete", "Cancel"] { #expect(shown.contains(text)) }
        #expect(try screenTexts(dialog, at: 3) == ["Alpha", "Remove"])
        let untitled = dialog.replacingOccurrences(of: ", titleVisibility: .visible", with: "")
        #expect(!(try screenTexts(untitled, at: 1)).contains("Delete Beta?"))
        let cancelled = dialog.replacingOccurrences(of: "tap \"Delete\" at 1.5", with: "tap \"Cancel\" at 1.5")
        #expect(try screenTexts(cancelled, at: 3) == ["Alpha", "Beta", "Remove"])
    }

    @Test func actionsMustBeButtons() {
        let bad = Self.source.replacingOccurrences(of: "Button(\"Cancel\", role: .cancel) { }", with: "Text(\"Cancel\")")
        do {
            _ = try screenTexts(bad, at: 0.5)
            Issue.record("expected an error once the alert is shown")
        } catch {
            #expect("\(error)".contains("an alert's actions are Buttons"))
        }
    }
}
