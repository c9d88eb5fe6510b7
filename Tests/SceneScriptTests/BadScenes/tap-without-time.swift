// expect: 2:22: write tap "Title" at SECONDS
// flipbook: tap "Go"
Button("Go") { }
