/// A shape whose outline is code: a script's `struct Wave: Shape { … func path(in:) }`.
///
/// SwiftUI animates a custom shape through its `animatableData` alone: each frame sets the
/// interpolated data on the shape and calls `path(in:)` again, so the drawn outline is always
/// one the shape's own code produces, never a morph of two outlines. `data` is that
/// `animatableData` flattened to numbers (empty for a shape without it: changes snap, as
/// `EmptyAnimatableData` does in SwiftUI); `outline` recomputes the path for some data.
public struct CustomShape: Hashable, Sendable, CustomStringConvertible {
    /// The shape's type name (`Wave`).
    public var name: String
    /// `animatableData`, flattened (interpolated component-wise by the motion stage).
    public var data: [Double]
    /// What else distinguishes two values of the shape (its other stored properties, described):
    /// two shapes that differ there draw differently, so they are not equal.
    public var identity: String
    /// Total `inset(by:)` applied by `strokeBorder` (an `InsettableShape`'s own method is called
    /// with it before `path(in:)`); 0 otherwise.
    public var inset: Double
    /// Whether the shape is an `InsettableShape` (only those take `strokeBorder`).
    public var isInsettable: Bool
    /// The path for `data`, inset by `inset`, in a rect (the view's local bounds).
    public var outline: @Sendable (_ data: [Double], _ inset: Double, _ rect: Rect) throws -> Path

    public init(name: String, data: [Double], identity: String, isInsettable: Bool,
                outline: @escaping @Sendable (_ data: [Double], _ inset: Double, _ rect: Rect) throws -> Path) {
        self.name = name; self.data = data; self.identity = identity; self.inset = 0
        self.isInsettable = isInsettable; self.outline = outline
    }

    public static func == (a: CustomShape, b: CustomShape) -> Bool {
        a.name == b.name && a.data == b.data && a.identity == b.identity && a.inset == b.inset
    }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(data); h.combine(identity); h.combine(inset) }
    public var description: String { "\(name)(\(data.map(formatNumber).joined(separator: ", ")))" }

    /// The outline, or the error the shape's code raised.
    public func checkedPath(in rect: Rect) throws -> Path { try outline(data, inset, rect) }

    /// The outline for drawing. The layout stage has already run `checkedPath` for the view's
    /// frame and reported any error; should the code fail for an interpolated value only, the
    /// frame draws nothing for this shape rather than stopping the clip.
    public func path(in rect: Rect) -> Path { (try? outline(data, inset, rect)) ?? Path() }

    /// The shape inset by `amount` more (`strokeBorder`).
    public func inset(by amount: Double) -> CustomShape {
        var s = self
        s.inset += amount
        return s
    }
}
