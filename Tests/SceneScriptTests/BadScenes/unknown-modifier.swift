// expect: 7:13: unknown modifier 'frobnicate'
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello")
            .frobnicate()
    }
}
