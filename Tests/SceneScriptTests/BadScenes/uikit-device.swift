// expect: 4:23: UIKit's 'UIDevice' is not available in scene scripts
// hint: UIScreen.main.bounds for the canvas size
struct Layout: View {
    var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    var body: some View {
        Text(isPad ? "iPad" : "iPhone")
    }
}
#Preview { Layout() }
