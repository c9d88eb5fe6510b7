// An App Store style card: tapping the small card expands it into a full-screen article with
// matchedGeometryEffect on the background and the title; Close shrinks it back.
// flipbook: size 300x440
// flipbook: scale 1
// flipbook: tap "Trail of the week" at 0.3
// flipbook: tap "xmark" at 1.5
// flipbook: duration 2.6
import SwiftUI

struct StoryCard: View {
    @Namespace private var hero
    @State private var isOpen = false

    var body: some View {
        ZStack {
            if !isOpen {
                VStack(alignment: .leading, spacing: 4) {
                    Spacer()
                    Text("Trail of the week")
                        .font(.title2.bold())
                        .matchedGeometryEffect(id: "title", in: hero)
                    Text("Three lakes in a morning")
                        .font(.subheadline)
                }
                .foregroundStyle(.white)
                .padding(18)
                .frame(width: 260, height: 200, alignment: .leading)
                .background(
                    RoundedRectangle(cornerRadius: 20)
                        .fill(LinearGradient(colors: [.green, .teal], startPoint: .top, endPoint: .bottom))
                        .matchedGeometryEffect(id: "card", in: hero)
                )
                .onTapGesture {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.82)) { isOpen = true }
                }
            } else {
                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Text("Trail of the week")
                            .font(.title.bold())
                            .foregroundStyle(.white)
                            .matchedGeometryEffect(id: "title", in: hero)
                        Spacer()
                        Image(systemName: "xmark")
                            .font(.headline)
                            .foregroundStyle(.white)
                            .padding(8)
                            .background(.black.opacity(0.2), in: Circle())
                            .onTapGesture {
                                withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) { isOpen = false }
                            }
                    }
                    .padding(.top, 40)
                    .padding(.horizontal, 18)
                    Text("Start at the north car park and follow the ridge past the first two lakes before dropping down to the third for lunch.")
                        .font(.body)
                        .foregroundStyle(.white.opacity(0.9))
                        .padding(.horizontal, 18)
                        .transition(.opacity)
                    Spacer()
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(
                    RoundedRectangle(cornerRadius: 0)
                        .fill(LinearGradient(colors: [.green, .teal], startPoint: .top, endPoint: .bottom))
                        .matchedGeometryEffect(id: "card", in: hero)
                )
            }
        }
    }
}

#Preview {
    StoryCard()
}
