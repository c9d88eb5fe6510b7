// expect: 1:1: nothing to render
struct Item {
    let id: Int
}
