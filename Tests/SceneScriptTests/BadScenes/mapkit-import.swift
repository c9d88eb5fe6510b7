// expect: 2:1: module 'MapKit' is not available in scene scripts
import MapKit

struct ContentView: View {
    var body: some View { Text("Hi") }
}
