// A five-star rating: setting the rating fills the stars up to it one after another with a
// small bounce, and a caption picked with a switch on the Int rating fades in. (Every star is
// named "star.fill", so the clip sets the rating with `at` actions instead of taps.)
// flipbook: size 300x180
// flipbook: scale 1
// flipbook: at 0.3 rating = 4
// flipbook: at 1.4 rating = 2
// flipbook: duration 2.4
import SwiftUI

struct StarRating: View {
    @State private var rating = 0

    var caption: String {
        switch rating {
        case 0: return "Tap to rate"
        case 1...2: return "Not great"
        case 3: return "Good"
        default: return "Loved it!"
        }
    }

    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 10) {
                ForEach(1...5, id: \.self) { index in
                    Image(systemName: "star.fill")
                        .font(.system(size: 34))
                        .foregroundStyle(index <= rating ? Color.yellow : Color(.systemGray4))
                        .scaleEffect(index <= rating ? 1.1 : 1)
                        .animation(.spring(response: 0.3, dampingFraction: 0.5).delay(Double(index) * 0.06), value: rating)
                        .onTapGesture {
                            rating = index
                        }
                }
            }
            Text(caption)
                .font(.headline)
                .foregroundStyle(rating == 0 ? .secondary : .primary)
                .id(caption)
                .transition(.opacity)
        }
    }
}

#Preview {
    StarRating()
}
