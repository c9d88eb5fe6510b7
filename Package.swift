// swift-tools-version: 6.0
// Flipbook: a headless software rasterizer and animation engine for SwiftUI-style transition clips.
//
// One target per stage; dependencies point one way (see README "Architecture"). A frame flows
//   document (Document, SceneScript, SceneIO) → layout (Layout + Typography, Symbols) → motion (Motion)
//   → render tree (RenderTree) → raster (Raster) → codecs (Codecs) → golden (Golden),
// all over the value targets Geometry ← Style (paint values and visual effects, declared once).
// `Flipbook` is the umbrella library over them; the CLI (`flipbook`), the showcase and the benchmark sit on top.
import PackageDescription

// Release builds get AVX2/FMA only when the Makefile's CPU probe passes `-Xcc -march=x86-64-v3`
// on the command line; the package itself stays baseline x86-64 so a plain `swift build` runs anywhere.

let package = Package(
    name: "Flipbook",
    products: [
        .executable(name: "flipbook", targets: ["FlipbookCLI"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Style", targets: ["Style"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Codecs", targets: ["Codecs"]),
        .library(name: "RenderTree", targets: ["RenderTree"]),
        .library(name: "Document", targets: ["Document"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Typography", targets: ["Typography"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .library(name: "SceneScript", targets: ["SceneScript"]),
        .library(name: "Golden", targets: ["Golden"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        .library(name: "SceneIO", targets: ["SceneIO"]),
    ],
    targets: [
        // System libraries (Debian: libpng-dev, libgif-dev, libfreetype-dev, libwebp-dev, libharfbuzz-dev, libfribidi-dev).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // Text shaping (GSUB/GPOS, joining, reordering) and the Unicode bidirectional algorithm.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // UAX #14 line-break opportunities.
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        // glibc's <malloc.h> (mallopt), for the tool's allocator tuning.
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // The only code that calls libpng: it owns every setjmp so longjmp never crosses Swift frames.
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        // The only code that calls libwebp (animation encoder and decoder, lossless stills): status codes and
        // messages instead of libwebp's objects and version-checked calls.
        .target(name: "CWebPShim", dependencies: ["CWebP"],
                linkerSettings: [.linkedLibrary("webpmux"), .linkedLibrary("webpdemux"), .linkedLibrary("webp")]),

        // The one vector instruction Swift's SIMD types cannot spell (16-bit multiply-high), inline.
        .target(name: "CVectorOps"),
        // Stage: geometry (points, transforms, paths, flattening, strokes, shapes). No pixels.
        .target(name: "Geometry"),
        // Paint values and visual effects as SwiftUI defines them (colours, system colours, gradients,
        // materials, shape styles; each effect's fields, animatable data and lowering). No pixels.
        .target(name: "Style", dependencies: ["Geometry"]),
        // Stage: raster (pixmap, scan conversion, paints, compositing).
        .target(name: "Raster", dependencies: ["Geometry", "Style", "CVectorOps"]),
        // Stage: document (the typed scene model and the SwiftUI-like Swift API that builds it).
        .target(name: "Document", dependencies: ["Geometry", "Style"]),
        // Scene scripts: SwiftUI code interpreted (never compiled or run) into the document model.
        .target(name: "SceneScript", dependencies: ["Document", "Symbols"]),
        // Scene files in either format (scene scripts, JSON scenes): loading, JSON export of the
        // resolved timeline, and `flipbook check` summaries.
        .target(name: "SceneIO", dependencies: ["Document", "SceneScript", "Motion", "Geometry"]),
        // Stage: motion (animations, springs, transitions and the timeline: values as pure functions of t).
        .target(name: "Motion", dependencies: ["Document", "Layout", "RenderTree"]),
        // Stage: typography (fonts via FreeType, shaping via HarfBuzz, bidi via FriBidi, text layout → outline
        // paths). Used by the layout stage.
        .target(name: "Typography", dependencies: ["Geometry", "CFreeType", "CHarfBuzz", "CFriBidi", "CUnibreak"]),
        // Stage: render tree (resolved nodes with transforms and effects → layers → pixels).
        .target(name: "RenderTree", dependencies: ["Geometry", "Raster"]),
        // Built-in vector symbols for `Image(systemName:)`, sized by the font like SF Symbols.
        .target(name: "Symbols", dependencies: ["Geometry"]),
        // Stage: layout (SwiftUI's proposal/response layout: view tree → frames, effects, render tree).
        .target(name: "Layout", dependencies: ["Geometry", "Raster", "Document", "RenderTree", "Typography", "Symbols"]),
        // Stage: codecs (PNG via libpng, GIF via giflib, WebP via libwebp, MP4/WebM via the ffmpeg program).
        .target(name: "Codecs", dependencies: ["Raster", "CPNGShim", "CGIF", "CWebPShim"]),

        // The umbrella for library users: the SwiftUI-like API, layout, motion and codecs in one import,
        // plus what needs them together (PNG-backed images for layout, `renderStill`).
        .target(name: "Flipbook", dependencies: ["Document", "Layout", "RenderTree", "Codecs", "Motion", "Golden", "SceneScript"]),
        // The showcase's gallery of every view and modifier (a library, so tests can build it).
        .target(name: "ShowcaseGallery", dependencies: ["Flipbook", "Symbols"], path: "examples/gallery"),

        // Golden-image comparison (exact, pixelmatch YIQ, CIE ΔE94), diff images, golden store, reports.
        .target(name: "Golden", dependencies: ["Raster", "Codecs"]),
        // `assertGolden` for a package's own tests (Swift Testing or XCTest) over clips.
        // `assertGolden(scene:)` interprets an app's own view files (SceneIO, SceneScript).
        .target(name: "FlipbookTesting", dependencies: ["Golden", "Flipbook", "Motion", "RenderTree", "Document", "Geometry", "Raster",
                                                        "SceneIO", "SceneScript"]),

        // Command-line parsing for the `flipbook` tool (no swift-argument-parser: packages cannot be fetched).
        .target(name: "CLISupport"),

        .executableTarget(name: "FlipbookCLI", dependencies: ["Geometry", "Raster", "Codecs", "CLISupport", "CFreeType",
                                                            "Document", "SceneScript", "Motion", "Layout", "SceneIO", "Flipbook", "CMalloc"]),
        .executableTarget(name: "flipbook-showcase", dependencies: ["Flipbook", "ShowcaseGallery"],
                          path: "examples/showcase"),
        // libFuzzer target for the scene-script interpreter (`swift build --sanitize=fuzzer --product
        // flipbook-fuzz-script`); a plain build links too and runs as a no-op.
        .executableTarget(name: "flipbook-fuzz-script", dependencies: ["SceneScript", "Document", "FuzzSupport"]),
        // The same for JSON scenes (`--product flipbook-fuzz-json`).
        .executableTarget(name: "flipbook-fuzz-json", dependencies: ["SceneScript", "Document", "FuzzSupport"]),
        // What both fuzz harnesses run over a loaded scene (custom modifier bodies at a few data values).
        .target(name: "FuzzSupport", dependencies: ["Document"]),
        .executableTarget(name: "flipbook-bench", dependencies: ["Geometry", "Raster", "Codecs", "RenderTree", "Typography",
                                                                "Document", "Layout", "Motion", "SceneScript", "Flipbook"],
                          path: "Benchmarks/flipbook-bench"),

        // Helpers several test targets share (a temporary directory, a seeded generator, a file reader).
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "StyleTests", dependencies: ["Geometry", "Style"]),
        .testTarget(name: "RasterTests", dependencies: ["Geometry", "Raster", "Codecs", "TestSupport"]),
        .testTarget(name: "CodecsTests", dependencies: ["Raster", "Codecs", "TestSupport"]),
        .testTarget(name: "MotionTests", dependencies: ["Document", "Motion", "Layout", "RenderTree", "Codecs"]),
        .testTarget(name: "TypographyTests", dependencies: ["Geometry", "Typography"]),
        .testTarget(name: "RenderTreeTests", dependencies: ["Geometry", "Raster", "RenderTree", "Codecs"]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "Raster", "Codecs"]),
        .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "Golden", "Flipbook"]),
        .testTarget(name: "CLISupportTests", dependencies: ["CLISupport"]),
        // Runs the built `flipbook` binary (shards as separate processes, exit codes) and the output library.
        .testTarget(name: "FlipbookCLITests", dependencies: ["Flipbook", "SceneScript", "Codecs"]),
        .testTarget(name: "SymbolsTests", dependencies: ["Geometry", "Symbols"]),
        .testTarget(name: "DocumentTests", dependencies: ["Geometry", "Raster", "Document"]),
        .testTarget(name: "LayoutTests",
                    dependencies: ["Geometry", "Raster", "Document", "RenderTree", "Typography", "Symbols", "Layout"]),
        .testTarget(name: "FlipbookTests", dependencies: ["Flipbook", "ShowcaseGallery", "Symbols", "RenderTree", "TestSupport"]),
        // BadScenes/ holds scene files that must fail, FolderScenes/ scenes of several files, Corpus/ scenes
        // written the way SwiftUI code is (inputs, not test sources).
        .testTarget(name: "SceneScriptTests", dependencies: ["Document", "SceneScript", "Motion", "Layout", "Geometry", "Style"],
                    exclude: ["BadScenes", "FolderScenes", "Corpus"]),
        // BadJSON/ holds JSON scenes that must fail, each with its expected message.
        .testTarget(name: "SceneIOTests", dependencies: ["Document", "SceneScript", "SceneIO", "Motion", "Layout", "RenderTree", "Flipbook",
                                                         "Raster", "Geometry", "TestSupport"], exclude: ["BadJSON"]),
    ]
)
