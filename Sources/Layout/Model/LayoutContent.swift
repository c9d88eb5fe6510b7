import Document
import Geometry
import Raster
import RenderTree
import Typography

/// What a view draws itself, resolved: environment styles are filled in, sizes are known.
public enum LayoutContent: Hashable, Sendable {
    /// A shape (or a colour view, which is a filled rectangle) drawn in the view's frame.
    case shape(ShapeDrawing)
    /// Laid-out text.
    case text(TextDrawing)
    /// A bitmap stretched to the view's frame.
    case image(ImageDrawing)
    /// A vector symbol (`Image(systemName:)`) scaled to the view's frame.
    case symbol(SymbolDrawing)
    /// What a `Canvas` drew, in its own space (origin at its top-left).
    case canvas(CanvasDrawing)
}

/// A canvas's drawing: its renderer's operations as render nodes (`CanvasElement`).
public struct CanvasDrawing: Hashable, Sendable {
    public var content: RenderNode
    public init(content: RenderNode) { self.content = content }
}

/// A shape with its resolved fill and stroke (never `.foreground`: layout resolved it).
public struct ShapeDrawing: Hashable, Sendable {
    public var kind: ShapeKind
    public var fill: Fill?
    public var stroke: StrokeSpec?
    public init(kind: ShapeKind, fill: Fill?, stroke: StrokeSpec? = nil) {
        self.kind = kind; self.fill = fill; self.stroke = stroke
    }

    /// The outline for a view of this frame (canvas coordinates).
    public func path(in frame: Rect) -> Path { kind.placed(in: frame) }
}

/// Text laid out for its frame's width.
///
/// Equality compares what is drawn: the string, font, style and the layout's size, baselines and
/// lines (their text and origins); `TextLayout` itself is not `Hashable`.
public struct TextDrawing: Hashable, Sendable {
    public var string: String
    public var font: FontSpec
    /// The glyph layout (origin at the frame's top-left).
    public var layout: TextLayout
    /// The resolved foreground style.
    public var fill: Fill
    /// Per `TextLayout.Span`: what the span draws besides its glyphs (empty for plain text).
    public var spanStyles: [TextSpanStyle] = []

    public init(string: String, font: FontSpec, layout: TextLayout, fill: Fill, spanStyles: [TextSpanStyle] = []) {
        self.string = string; self.font = font; self.layout = layout; self.fill = fill; self.spanStyles = spanStyles
    }

    public static func == (a: TextDrawing, b: TextDrawing) -> Bool {
        a.string == b.string && a.font == b.font && a.fill == b.fill && a.spanStyles == b.spanStyles && a.layout.size == b.layout.size
            && a.layout.firstBaseline == b.layout.firstBaseline && a.layout.lastBaseline == b.layout.lastBaseline
            && a.layout.lineHeight == b.layout.lineHeight && a.layout.lineStrings == b.layout.lineStrings
            && a.layout.lines.map(\.origin) == b.layout.lines.map(\.origin)
    }

    public func hash(into h: inout Hasher) {
        h.combine(string); h.combine(font); h.combine(fill); h.combine(layout.size); h.combine(layout.lines.count)
    }
}

/// How one span of a text is painted: its own colour (nil: the text's foreground) and lines.
public struct TextSpanStyle: Hashable, Sendable {
    /// A line under or through the span: its colour (nil: the span's) and where it sits.
    public struct Line: Hashable, Sendable {
        public var fill: Fill?
        /// Centre of the line below the baseline (negative: above) and its thickness, in points.
        public var offset: Double
        public var thickness: Double
    }
    public var fill: Fill?
    /// A highlight behind the span (`AttributedString`'s `backgroundColor`), from its line's top to its bottom.
    public var background: Fill?
    public var underline: Line?
    public var strikethrough: Line?
    public var isPlain: Bool { fill == nil && background == nil && underline == nil && strikethrough == nil }
}

/// A bitmap image.
public struct ImageDrawing: Hashable, Sendable {
    public var name: String
    public var source: ImageSource
    /// The image's own size in points.
    public var naturalSize: Size
}

/// A vector symbol: `path` is drawn in a box of `naturalSize` that is scaled to the frame.
public struct SymbolDrawing: Hashable, Sendable {
    public var name: String
    public var path: Path
    public var naturalSize: Size
    public var fill: Fill
}
