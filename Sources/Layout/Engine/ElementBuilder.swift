import Document
import Geometry
import Raster
import RenderTree
import Typography

/// Turns the document's view tree into layout elements: resolves the environment (fonts,
/// foreground styles, text settings) from the modifiers above each view, gives every view its
/// path, flattens `Group`/`ForEach` lists into their stack, and wraps views in one element per
/// layout or effect modifier.
struct ElementBuilder {
    let ctx: LayoutContext

    /// What flows down the tree while building.
    struct State {
        var env = LayoutEnvironment()
        /// The axis of the stack the view is a direct child of (for spacers and dividers).
        var stackAxis: Axis?
        /// `.fill` / `.stroke` written above a shape, waiting for it.
        var pendingFill: Fill?
        var pendingStroke: StrokeSpec?
        /// How many secondary views of each kind (`background`, …) this view's modifier chain has
        /// had so far.
        var roleCounts: [String: Int] = [:]

        /// The state for a new view below this one (the environment is inherited, nothing else).
        func child(stackAxis: Axis? = nil) -> State {
            var s = State(); s.env = env; s.stackAxis = stackAxis; return s
        }
    }

    /// The element for a view, or nil when it draws nothing and takes no space (`EmptyView`).
    func build(_ view: ViewNode, path: ViewPath, _ st: State) throws -> LayoutElement? {
        if case .modified(let content, let m) = view { return try buildModified(content, m, path: path, st) }
        if case .shape = view {} else if st.pendingFill != nil || st.pendingStroke != nil {
            throw LayoutError(path: path, reason: "fill(_:) and stroke(_:) apply only to shapes")
        }
        switch view {
        case .empty:
            return nil
        case .shape(let sv):
            var fill = sv.fill ?? st.pendingFill
            let stroke = sv.stroke ?? st.pendingStroke
            if fill == nil && stroke == nil { fill = .foreground }
            let resolvedStroke = stroke.map { s -> StrokeSpec in var s = s; s.fill = st.env.resolve(s.fill); return s }
            return ShapeElement(path: path, kind: .shape(sv.kind),
                                drawing: ShapeDrawing(kind: sv.kind, fill: fill.map(st.env.resolve), stroke: resolvedStroke))
        case .color(let f):
            return ShapeElement(path: path, kind: .color, drawing: ShapeDrawing(kind: .rectangle, fill: st.env.resolve(f)))
        case .text(let t):
            return text(t, path: path, st.env)
        case .image(let iv):
            return try image(iv, path: path, st.env)
        case .leaf(let leaf):
            if let canvas = leaf.as(Canvas.self) { return CanvasElement(path: path, canvas: canvas, builder: self, state: st) }
            if let r = leaf.as(GeometryReader.self) { return GeometryReaderElement(path: path, reader: r, builder: self, state: st) }
            let kids = { try self.flatten($0, prefix: path).compactMap { try self.build($0.0, path: $0.1, st.child()) } }
            if let v = leaf.as(ViewThatFits.self) {
                let c = try kids(v.children)
                return c.isEmpty ? nil : ViewThatFitsElement(path: path, axes: v.axes, children: c)
            }
            if let l = leaf.as(CustomLayout.self) { return CustomLayoutElement(path: path, layout: l, children: try kids(l.children)) }
            guard let layout = leaf.base as? any LeafLayout else {
                throw LayoutError(path: path, reason: "\(leaf.name) has no layout (conform it to LeafLayout)")
            }
            let element = layout.element(path: path, stackAxis: st.stackAxis)
            // A divider is painted in the separator colour of the scheme it is in.
            if let divider = element as? DividerElement { divider.color = DividerElement.color(in: st.env.colorScheme) }
            return element
        case .stack(let sv):
            let axis: Axis? = sv.axis == .horizontal ? .horizontal : sv.axis == .vertical ? .vertical : nil
            let children = try flatten(sv.children, prefix: path).compactMap {
                try build($0.0, path: $0.1, st.child(stackAxis: axis))
            }
            if let axis {
                return StackElement(path: path, axis: axis, alignment: sv.alignment, spacing: sv.spacing, children: children)
            }
            return ZStackElement(path: path, alignment: sv.alignment, children: children)
        case .grid(let gv):
            return try grid(gv, path: path, st)
        case .scrollView(let axes, let content):
            let implicit: StackView.Axis = axes == .horizontal ? .horizontal : .vertical
            // The content's path is the scroll view's plus "content" (as `ViewNode.walk` gives it): sharing one
            // path, the content's layout entry hid the scroll view's, whose effects then never animated.
            guard let c = try buildSingle(content, path: path.appending(.branch("content")), st.child(), implicit: implicit)
            else { return nil }
            return ScrollElement(path: path, axes: axes, content: c)
        case .button(let b):
            var s = st.child()
            let (labelView, labelForeground) = ButtonLook(s.env).styled(b.label)
            if s.env.foregroundIsDefault, let labelForeground { s.env.foreground = labelForeground }
            if s.env.font == .body, let font = ButtonLook(s.env).font { s.env.font = font }
            guard let label = try buildSingle(labelView, path: path.appending(.branch("label")), s, implicit: .horizontal)
            else { return nil }
            return ButtonElement(path: path, name: b.actionName, label: label)
        case .list:
            return try buildSingle(view, path: path, st, implicit: .vertical)
        case .conditional(let isTrue, let content):
            return try build(content, path: path.appending(.branch(isTrue ? "if" : "else")), st)
        case .modified:
            fatalError("unreachable: handled above")
        }
    }

    /// A view in a place that holds one view: a list there becomes an implicit stack of `implicit`
    /// axis (SwiftUI lays out a bare `TupleView` like that in scroll views and hosting roots).
    func buildSingle(_ view: ViewNode, path: ViewPath, _ st: State, implicit: StackView.Axis) throws -> LayoutElement? {
        guard let items = try flattenList(view, path: path) else { return try build(view, path: path, st) }
        let axis: Axis? = implicit == .horizontal ? .horizontal : implicit == .vertical ? .vertical : nil
        let children = try items.compactMap { try build($0.0, path: $0.1, st.child(stackAxis: axis)) }
        if children.isEmpty { return nil }
        if let axis { return StackElement(path: path, axis: axis, alignment: .center, spacing: nil, children: children) }
        return ZStackElement(path: path, alignment: .center, children: children)
    }

    // MARK: - Modifiers

    private func buildModified(_ content: ViewNode, _ m: Modifier, path: ViewPath, _ st: State) throws -> LayoutElement? {
        if let env = st.env.applying(m) {
            var s = st; s.env = env
            return try build(content, path: path, s)
        }
        var s = st
        switch m {
        case .fill(let f):
            s.pendingFill = f
            return try build(content, path: path, s)
        case .stroke(let spec):
            s.pendingStroke = spec
            return try build(content, path: path, s)
        case .id(let id):
            return try build(content, path: path.appending(.explicit(id)), s)
        case .custom(let c):
            // A custom `ViewModifier` with `animatableData` whose body only applies effects stays a
            // modifier of the content, drawn from its data (so the data animates frame by frame).
            // So does a `visualEffect`, whose body reads the geometry it is drawn in.
            if !c.data.isEmpty || c.readsGeometry, (try? customEffectChain(c)).flatMap({ $0 }) != nil {
                guard let child = try build(content, path: path, s) else { return nil }
                return EffectElement(child: child, kind: .custom(c))
            }
            // Otherwise its body, built around the content, in the content's place.
            let body: ViewNode
            do { body = try c.body(c.data, content) } catch {
                throw LayoutError(path: path, reason: "custom modifier \(c.name) failed: \(error)")
            }
            return try build(body, path: path, s)
        case .transition, .animation, .transaction, .contentTransition, .symbolEffect, .onAppear, .onDisappear, .onTapGesture, .clock:
            // Motion and the timeline read these from the document; they do not change a layout.
            return try build(content, path: path, s)
        default: break
        }
        if st.pendingFill != nil || st.pendingStroke != nil {
            throw LayoutError(path: path, reason: "fill(_:) and stroke(_:) apply only to shapes")
        }

        // Secondary views are built with the environment at this point of the chain.
        func secondaryPath(_ role: String) -> ViewPath {
            let n = s.roleCounts[role, default: 0]
            s.roleCounts[role] = n + 1
            return path.appending(.branch(n == 0 ? role : "\(role)\(n + 1)"))
        }
        func secondary(_ role: String, _ v: ViewNode) throws -> LayoutElement? {
            try buildSingle(v, path: secondaryPath(role), st.child(), implicit: .depth)
        }
        var second: LayoutElement?
        switch m {
        case .background(let v, _): second = try secondary("background", v)
        case .overlay(let v, _): second = try secondary("overlay", v)
        case .mask(let v, _): second = try secondary("mask", v)
        case .backgroundShape(let fill, let shape):
            second = ShapeElement(path: secondaryPath("background"), kind: .shape(shape),
                                  drawing: ShapeDrawing(kind: shape, fill: st.env.resolve(fill)))
        default: break
        }

        guard let child = try build(content, path: path, s) else { return nil }
        switch m {
        case .frame(let w, let h, let a):
            return FrameElement(child: child, width: w, height: h, alignment: a)
        case .flexibleFrame(let f):
            return FlexibleFrameElement(child: child, spec: f)
        case .padding(let insets):
            return PaddingElement(child: child, insets: insets)
        case .effect(let e):
            return EffectElement(child: child, kind: .visual(e))
        case .position(let x, let y):
            return PositionElement(child: child, position: Point(x: x, y: y))
        case .fixedSize(let h, let v):
            return FixedSizeElement(child: child, horizontal: h, vertical: v)
        case .layoutPriority(let p):
            return PriorityElement(child: child, priority: p)
        case .coordinateSpace(let name):
            return CoordinateSpaceElement(child: child, name: name)
        case .aspectRatio(let r, let mode):
            return AspectRatioElement(child: child, ratio: r, mode: mode)
        case .zIndex(let z):
            return EffectElement(child: child, kind: .zIndex(z))
        case .background(_, let a), .overlay(_, let a), .mask(_, let a):
            guard let second else { return child }
            let kind: DecorationElement.Kind
            switch m {
            case .background: kind = .background
            case .overlay: kind = .overlay
            default: kind = .mask
            }
            return DecorationElement(child: child, secondary: second, kind: kind, alignment: a)
        case .backgroundShape:
            guard let second else { return child }
            return DecorationElement(child: child, secondary: second, kind: .background, alignment: .center)
        case .matchedGeometry(let g):
            return EffectElement(child: child, kind: .matchedGeometry(g, matchedRelayout(content, path: path, s, geometry: g)))
        case .id, .fill, .stroke, .foregroundStyle, .font, .fontWeight, .fontWidth, .multilineTextAlignment, .lineLimit, .truncationMode, .layoutDirection, .textCase, .lineSpacing, .minimumScaleFactor, .allowsTightening,
             .colorScheme, .buttonStyle, .tint, .controlSize, .imageScale, .disabled, .custom, .transition, .animation, .transaction, .contentTransition, .symbolEffect, .onAppear, .onDisappear, .onTapGesture, .clock:
            fatalError("unreachable: handled above")
        }
    }

    // MARK: - Leaves

    /// A `Text`: each run's own attributes over the environment's font, weight, colour and case.
    private func text(_ t: TextView, path: ViewPath, _ env: LayoutEnvironment) -> LayoutElement {
        var spans: [TextLayout.Span] = []
        var styles: [TextSpanStyle] = []
        var styleLineHeights: [Double?] = []
        for run in t.styledRuns {
            let a = run.attributes
            let f = a.font ?? env.font
            let design: FontSpec.Design
            switch a.monospaced == true ? .monospaced : f.design {
            case .default: design = .default
            case .serif: design = .serif
            case .rounded: design = .rounded
            case .monospaced: design = .monospaced
            }
            let weight = a.weight ?? env.fontWeight ?? f.weight
            var spec = FontSpec(size: f.size, weight: weight.openTypeWeight, design: design, file: f.customFile,
                                monospacedDigits: f.monospacedDigits, isItalic: a.italic ?? f.isItalic)
            spec.width = FontSpec.Width(rawValue: (a.width ?? env.fontWidth ?? f.width).rawValue)!
            let string: String
            switch env.textCase {
            case .uppercase?: string = run.string.uppercased()
            case .lowercase?: string = run.string.lowercased()
            case nil: string = run.string
            }
            spans.append(TextLayout.Span(string, font: spec, tracking: (a.kerning ?? 0) + (a.tracking ?? 0),
                                         keepsLigatures: (a.tracking ?? 0) == 0, baselineOffset: a.baselineOffset ?? 0))
            var style = TextSpanStyle()
            // A link is drawn in the tint colour whatever foreground colour it has, as SwiftUI draws links.
            style.fill = a.isLink == true ? .color(env.tintColor) : a.foreground.map(env.resolve)
            style.background = a.background.map { env.resolve(.color($0)) }
            if a.underline?.isActive == true || a.strikethrough?.isActive == true, let m = try? ctx.fonts.metrics(for: spec) {
                if let u = a.underline, u.isActive {
                    style.underline = .init(fill: u.color.map { .color($0) }, offset: m.underlineOffset, thickness: m.underlineThickness)
                }
                if let s = a.strikethrough, s.isActive {
                    style.strikethrough = .init(fill: s.color.map { .color($0) }, offset: -m.strikethroughOffset,
                                                thickness: m.strikethroughThickness)
                }
            }
            styles.append(style)
            styleLineHeights.append(f.styleLineHeight)
        }
        // The text style's line height; the tallest when parts have different styles (none when a part has
        // an explicit size: the fonts' own line heights).
        let lineHeight = styleLineHeights.contains(where: { $0 == nil }) ? nil : styleLineHeights.compactMap { $0 }.max()
        let alignment: TextLayout.Alignment
        switch env.multilineTextAlignment {
        case .leading: alignment = .leading
        case .center: alignment = .center
        case .trailing: alignment = .trailing
        }
        let truncation: TextLayout.Truncation
        switch env.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        return TextElement(path: path, spans: spans, spanStyles: styles.allSatisfy(\.isPlain) ? [] : styles,
                           lineHeight: lineHeight, lineSpacing: env.lineSpacing, alignment: alignment, truncation: truncation,
                           lineLimit: env.lineLimit, minimumScaleFactor: env.minimumScaleFactor, allowsTightening: env.allowsTightening,
                           rightToLeft: env.layoutDirection == .rightToLeft, fill: env.foreground)
    }

    private func image(_ iv: ImageView, path: ViewPath, _ env: LayoutEnvironment) throws -> LayoutElement {
        switch iv.source {
        case .file(let name):
            let source: ImageSource
            do { source = try ctx.images.image(named: name, in: env.colorScheme) } catch {
                throw LayoutError(path: path, reason: "cannot load image \"\(name)\": \(error)")
            }
            let natural = Size(width: Double(source.pixmap.width) / source.scale, height: Double(source.pixmap.height) / source.scale)
            return ImageElement(path: path, drawing: ImageDrawing(name: name, source: source, naturalSize: natural),
                                isResizable: iv.isResizable)
        case .systemName(let name):
            return try symbol(name, path: path, isResizable: iv.isResizable, env)
        }
    }

    // MARK: - Grids

    private func grid(_ gv: GridView, path: ViewPath, _ st: State) throws -> LayoutElement {
        switch gv.kind {
        case .grid(let hs, let vs):
            var rows: [GridElement.Row] = []
            for (i, c) in gv.children.enumerated() {
                let rowPath = path.appending(c.id.map { .id($0) } ?? .index(i))
                if let cells = try flattenList(c.view, path: rowPath) {
                    rows.append(.cells(try cells.map { try build($0.0, path: $0.1, st.child()) }))
                } else if let e = try build(c.view, path: rowPath, st.child()) {
                    rows.append(.spanning(e))
                }
            }
            return GridElement(path: path, rows: rows, horizontalSpacing: hs, verticalSpacing: vs, alignment: gv.alignment)
        case .lazyVGrid(let items, let spacing), .lazyHGrid(let items, let spacing):
            var isVertical = true
            if case .lazyHGrid = gv.kind { isVertical = false }
            guard !items.isEmpty else { throw LayoutError(path: path, reason: "a lazy grid needs at least one GridItem") }
            let children = try flatten(gv.children, prefix: path).compactMap { try build($0.0, path: $0.1, st.child()) }
            return LazyGridElement(path: path, isVertical: isVertical, items: items, spacing: spacing,
                                   alignment: gv.alignment, children: children)
        }
    }

    // MARK: - Lists

    /// Children with their paths, `Group`/`ForEach` lists expanded in place (a list's modifiers
    /// apply to each of its views, as in SwiftUI) and empty views dropped.
    func flatten(_ children: [IdentifiedView], prefix: ViewPath) throws -> [(ViewNode, ViewPath)] {
        var out: [(ViewNode, ViewPath)] = []
        for (i, c) in children.enumerated() {
            let p = prefix.appending(c.id.map { .id($0) } ?? .index(i))
            if let items = try flattenList(c.view, path: p) { out += items } else if !isEmpty(c.view) { out.append((c.view, p)) }
        }
        return out
    }

    /// The expanded items when `view` is a (modified) list, else nil.
    /// An `if` branch or an `.id(_:)` around a list adds its component to the items' paths, in
    /// order from the outside in (as `ViewNode.walk` does).
    func flattenList(_ view: ViewNode, path: ViewPath) throws -> [(ViewNode, ViewPath)]? {
        var mods: [Modifier] = []
        var v = view
        var prefix = path
        while true {
            if case .modified(let inner, .id(let id)) = v { prefix = prefix.appending(.explicit(id)); v = inner; continue }
            if case .modified(let inner, let m) = v { mods.append(m); v = inner; continue }
            if case .conditional(let isTrue, let inner) = v { prefix = prefix.appending(.branch(isTrue ? "if" : "else")); v = inner; continue }
            break
        }
        guard case .list(let items) = v else { return nil }
        return try flatten(items, prefix: prefix).map { node, p in
            var n = node
            for m in mods.reversed() { n = .modified(n, m) }
            return (n, p)
        }
    }

    private func isEmpty(_ view: ViewNode) -> Bool {
        var v = view
        while true {
            if case .modified(let inner, _) = v { v = inner; continue }
            if case .conditional(_, let inner) = v { v = inner; continue }
            break
        }
        if case .empty = v { return true }
        return false
    }
}
