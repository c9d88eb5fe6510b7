import Document
import Geometry
import Layout
import Raster

// Small builders for `ViewNode` trees, named after the SwiftUI code they stand for, so each test
// reads like the SwiftUI it checks.

func rect(_ w: Double, _ h: Double, _ color: Color = .red) -> ViewNode {
    .modified(.shape(ShapeView(kind: .rectangle, fill: .color(color))), .frame(width: w, height: h, alignment: .center))
}
func shape(_ kind: ShapeKind, fill: Fill? = nil) -> ViewNode { .shape(ShapeView(kind: kind, fill: fill)) }
func color(_ c: Color) -> ViewNode { .color(.color(c)) }
func text(_ s: String) -> ViewNode { .text(TextView(s)) }
func spacer(_ minLength: Double? = nil) -> ViewNode { Spacer(minLength: minLength).makeNode() }

func hstack(alignment: Alignment.Vertical = .center, spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
    .stack(StackView(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
                     children: children.map { IdentifiedView($0) }))
}
func vstack(alignment: Alignment.Horizontal = .center, spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
    .stack(StackView(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
                     children: children.map { IdentifiedView($0) }))
}
func zstack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
    .stack(StackView(axis: .depth, alignment: alignment, children: children.map { IdentifiedView($0) }))
}
func forEach(_ ids: [String], _ body: (String) -> ViewNode) -> ViewNode {
    .list(ids.map { IdentifiedView(id: .string($0), body($0)) })
}

extension ViewNode {
    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        .modified(self, .frame(width: width, height: height, alignment: alignment))
    }
    func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
               minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
               alignment: Alignment = .center) -> ViewNode {
        .modified(self, .flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                     minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                                     alignment: alignment)))
    }
    func padding(_ length: Double = 16) -> ViewNode { .modified(self, .padding(EdgeInsets(.all, length))) }
    func padding(_ edges: Edge, _ length: Double = 16) -> ViewNode { .modified(self, .padding(EdgeInsets(edges, length))) }
    func padding(_ insets: EdgeInsets) -> ViewNode { .modified(self, .padding(insets)) }
    func layoutPriority(_ p: Double) -> ViewNode { .modified(self, .layoutPriority(p)) }
    func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        .modified(self, .fixedSize(horizontal: horizontal, vertical: vertical))
    }
    func aspectRatio(_ r: Double? = nil, contentMode: ContentMode) -> ViewNode { .modified(self, .aspectRatio(r, contentMode)) }
    func position(x: Double, y: Double) -> ViewNode { .modified(self, .position(x: x, y: y)) }
    func offset(x: Double = 0, y: Double = 0) -> ViewNode { .modified(self, .effect(OffsetEffect(x: x, y: y))) }
    func background(_ v: ViewNode, alignment: Alignment = .center) -> ViewNode { .modified(self, .background(v, alignment: alignment)) }
    func background(_ f: Fill, in s: ShapeKind) -> ViewNode { .modified(self, .backgroundShape(f, s)) }
    func overlay(_ v: ViewNode, alignment: Alignment = .center) -> ViewNode { .modified(self, .overlay(v, alignment: alignment)) }
    func id(_ s: String) -> ViewNode { .modified(self, .id(.string(s))) }
    func font(_ f: Font) -> ViewNode { .modified(self, .font(f)) }
    func foregroundStyle(_ f: Fill) -> ViewNode { .modified(self, .foregroundStyle(f)) }
    func clipShape(_ s: ShapeKind) -> ViewNode { .modified(self, .effect(ClipShapeEffect(s))) }
    func opacity(_ o: Double) -> ViewNode { .modified(self, .effect(OpacityEffect(o))) }
    func lineLimit(_ n: Int?) -> ViewNode { .modified(self, .lineLimit(n)) }
}

/// The dump of a layout, for comparing with a hand-derived expectation.
func dump(_ v: ViewNode, _ w: Double, _ h: Double, scale: Double = 2) throws -> String {
    try layout(v, in: Size(width: w, height: h), scale: scale).dump
}

/// Lines joined with newlines (expected dumps are written one line per array element).
func lines(_ l: String...) -> String { l.joined(separator: "\n") }
