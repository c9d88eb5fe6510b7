// expect: 4:5: modifier 'imageScale' is not supported
// hint: .font(…)
Image(systemName: "star.fill")
    .imageScale(.large)
