// expect: 3:5: initializers cannot be added to 'Font' in scene scripts
extension Font {
    init(size: CGFloat) { self = .system(size: size) }
}
Text("x").font(Font(size: 12))
