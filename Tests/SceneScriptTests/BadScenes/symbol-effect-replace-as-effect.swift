// expect: 6:27: replace is a content transition, not an effect to add — .contentTransition(.symbolEffect(.replace)) on the Image whose systemName changes
struct ContentView: View {
    @State private var liked = false
    var body: some View {
        Image(systemName: liked ? "heart.fill" : "heart")
            .symbolEffect(.replace, value: liked)
    }
}
