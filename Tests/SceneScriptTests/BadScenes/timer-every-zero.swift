// expect: 5:38: a timer must fire every so many seconds above 0 (found 0)
import SwiftUI
import Combine
struct ContentView: View {
    let timer = Timer.publish(every: 0, on: .main, in: .common).autoconnect()
    var body: some View { Text("tick").onReceive(timer) { _ in } }
}
