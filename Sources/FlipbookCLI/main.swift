import Glibc

exit(Flipbook.main(Array(CommandLine.arguments.dropFirst())))
