// expect: 6:35: 'UIScreen.screens' is not available
// hint: UIScreen.main (its bounds and scale)
struct Full: View {
    var body: some View {
        Rectangle()
            .frame(width: UIScreen.screens[0].bounds.width)
    }
}
#Preview { Full() }
