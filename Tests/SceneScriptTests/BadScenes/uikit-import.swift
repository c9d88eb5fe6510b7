// expect: 2:1: module 'UIKit' is not available in scene scripts
import UIKit

struct ContentView: View {
    var body: some View { Text("Hi") }
}
