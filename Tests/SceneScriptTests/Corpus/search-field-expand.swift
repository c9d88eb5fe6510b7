// A compact "Search" pill in a header that expands into a full-width field with a spring;
// the title fades out and Cancel slides in from the trailing edge.
// flipbook: size 320x160
// flipbook: scale 1
// flipbook: tap "Search" at 0.3
// flipbook: tap "Cancel" at 1.6
// flipbook: duration 2.4
import SwiftUI

struct ExpandingSearch: View {
    @State private var isSearching = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 10) {
                if !isSearching {
                    Text("Library")
                        .font(.title2.bold())
                        .transition(.opacity)
                    Spacer()
                }
                HStack(spacing: 6) {
                    Circle()
                        .stroke(Color.secondary, lineWidth: 2)
                        .frame(width: 11, height: 11)
                    Text("Search")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    if isSearching {
                        Spacer(minLength: 0)
                    }
                }
                .padding(.horizontal, 12)
                .frame(height: 36)
                .frame(maxWidth: isSearching ? .infinity : nil)
                .background(Color(.systemGray6), in: Capsule())
                .onTapGesture {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                        isSearching = true
                    }
                }
                if isSearching {
                    Button("Cancel") {
                        withAnimation(.spring(response: 0.45, dampingFraction: 0.9)) {
                            isSearching = false
                        }
                    }
                    .transition(.move(edge: .trailing).combined(with: .opacity))
                }
            }
            .padding(.horizontal, 16)
            Spacer()
        }
        .padding(.top, 20)
    }
}

#Preview {
    ExpandingSearch()
}
