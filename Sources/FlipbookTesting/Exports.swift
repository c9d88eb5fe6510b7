// `import FlipbookTesting` is the one import a test needs: `assertGolden` and everything of `Flipbook`
// (views, `Scene`, `Clip`, `Tap`, tolerances, record modes).
@_exported import Flipbook
