// expect: 5:20: 'Tab.allCases' needs the enum to conform to CaseIterable — enum Tab: CaseIterable { … }
enum Tab { case home, search }
struct ContentView: View {
    var body: some View {
        ForEach(Tab.allCases, id: \.self) { tab in Text("\(tab)") }
    }
}
