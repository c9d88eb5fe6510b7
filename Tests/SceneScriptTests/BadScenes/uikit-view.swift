// expect: 6:13: 'UIView' is not supported in scene scripts
// hint: UIKit is not available
struct ContentView: View {
    var body: some View {
        VStack {
            UIView()
        }
    }
}
