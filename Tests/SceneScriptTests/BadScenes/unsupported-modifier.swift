// expect: 4:5: modifier 'symbolRenderingMode' is not supported
// hint: .foregroundStyle(…)
Image(systemName: "star.fill")
    .symbolRenderingMode(.hierarchical)
