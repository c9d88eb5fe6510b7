import CLISupport
import Codecs

/// `flipbook png-info FILE...`: decodes each PNG completely (a check of the file and of the codec) and prints
/// its size and format.
enum PNGInfoCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "png-info", abstract: "Decode PNG files and print their size and format.",
        arguments: [ArgumentSpec(name: "FILE", help: "A PNG file.", isRepeating: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var status = Flipbook.ExitCode.success
        for path in arguments.arguments {
            do {
                let header = try PNG.header(contentsOf: path)
                let pixmap = try PNG.read(contentsOf: path)
                let opaque = pixmap.pixels.allSatisfy { $0 >> 24 == 255 }
                Console.out("\(path): \(header)" + (opaque ? ", opaque" : ", has transparency"))
            } catch {
                // Report every bad file, not just the first.
                Console.error(String(describing: error))
                status = Flipbook.ExitCode.usageOrInput
            }
        }
        return status
    }
}
