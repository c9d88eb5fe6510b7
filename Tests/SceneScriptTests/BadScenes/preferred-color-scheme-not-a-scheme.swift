// expect: 4:49: 'ColorScheme' has no case 'night' — supported: dark, light
struct ContentView: View {
    var body: some View {
        Text("Night mode").preferredColorScheme(.night)
    }
}
