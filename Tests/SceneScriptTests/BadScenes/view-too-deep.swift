// expect: 4:35: the view tree is too deep (more than 256 levels)
func deep() -> some View {
    var view: some View = Text("deep")
    for _ in 0..<400 { view = view.padding(1) }
    return view
}
deep()
