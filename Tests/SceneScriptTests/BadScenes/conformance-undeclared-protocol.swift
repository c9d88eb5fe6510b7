// expect: 2:1: conformance to 'Drawable' is not supported — View, ViewModifier, AnimatableModifier, Shape, InsettableShape, GeometryEffect, Transition, ButtonStyle, PreviewProvider, Identifiable, Hashable, Equatable, or a protocol of the file
struct Badge: Drawable {
    let label: String
}
Text("badge")
