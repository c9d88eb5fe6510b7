// swift-tools-version: 6.0
// A package that uses Flipbook the way an app's package would: its tests compare the clips of the app's
// own SwiftUI view files (App/Views, interpreted, never compiled here) and of a view written in Swift
// with their goldens. `make test` builds and runs it (see README, "Use it from your package").
import PackageDescription

// A path dependency's package is named after its folder: `.package(path: "../Flipbook")` is package
// "Flipbook". This example lives inside the Flipbook checkout, whatever that folder is called, so it
// reads the name instead of spelling it.
let flipbook = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "Flipbook"

let package = Package(
    name: "ToastApp",
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "ToastAppTests",
            dependencies: [.product(name: "FlipbookTesting", package: flipbook)],
            exclude: ["__Goldens__"]),
    ]
)
