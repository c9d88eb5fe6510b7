// expect: 2:19: 'size' needs WIDTHxHEIGHT in points (1…8192), e.g. size 400x300
// flipbook: size 400 by 300
Text("x")
