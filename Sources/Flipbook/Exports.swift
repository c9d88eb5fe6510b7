// `import Flipbook` is the one import a library user needs: the SwiftUI-like API (with geometry
// and colours), pixels (Raster), layout, motion, the PNG/GIF codecs and golden comparison. RenderTree is not re-exported: its
// `ShapeStyle` enum would make SwiftUI's `ShapeStyle` protocol ambiguous in user code;
// `renderStill` covers the common case of turning a view into pixels.
@_exported import Codecs
@_exported import Document
@_exported import Golden
@_exported import Layout
@_exported import Motion
@_exported import Raster
