// expect: 5:17: 'Timer' is not supported in scene scripts
import SwiftUI
import Combine
struct ContentView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View { Text("tick") }
}
