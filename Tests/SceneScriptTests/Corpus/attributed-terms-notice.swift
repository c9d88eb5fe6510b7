// A sign-up footer as apps write it with AttributedString: a computed property builds the message,
// styles the whole string, then finds "Terms" and "Privacy Policy" with range(of:) and makes them
// links; a highlighted "new" badge is joined on with +; a Markdown summary comes from
// AttributedString(markdown:) with try?, as people guard it.
// flipbook: size 340x260
// flipbook: scale 1
// flipbook: duration 1
import SwiftUI

struct TermsNotice: View {
    let summary = "You can **cancel anytime** from *Settings*."

    private var notice: AttributedString {
        var text = AttributedString("By continuing you agree to our Terms and Privacy Policy.")
        text.font = .footnote
        text.foregroundColor = .secondary

        if let range = text.range(of: "Terms") {
            text[range].link = URL(string: "https://example.com/terms")
            text[range].underlineStyle = .single
        }
        if let range = text.range(of: "Privacy Policy") {
            text[range].link = URL(string: "https://example.com/privacy")
            text[range].underlineStyle = .single
        }
        return text
    }

    private var headline: AttributedString {
        var title = AttributedString("Premium ")
        title.font = .title2.bold()

        var badge = AttributedString(" NEW ")
        badge.font = .caption.bold()
        badge.foregroundColor = .white
        badge.backgroundColor = .orange
        badge.baselineOffset = 4

        return title + badge
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(headline)
            Text((try? AttributedString(markdown: summary)) ?? AttributedString(summary))
                .font(.callout)
            Text(notice)
            Spacer()
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }
}
