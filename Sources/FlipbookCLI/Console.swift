import Glibc

/// Writes to standard output and standard error through file descriptors 1 and 2 (Glibc's `stdout`/`stderr`
/// globals are mutable C variables that Swift 6 refuses to touch from concurrent code).
enum Console {
    /// `text` on standard output, with a newline added unless it ends with one.
    static func out(_ text: String) { write(text.hasSuffix("\n") ? text : text + "\n", to: 1) }

    /// "flipbook: error: <message>" on standard error — or "flipbook: <message>" when the message already
    /// reads "FILE:LINE:COLUMN: error: …" (scene-script errors are compiler-style), so it says "error" once.
    static func error(_ message: String) {
        let compilerStyle = message.prefix(while: { $0 != "\n" }).contains(": error: ")
        errorLine((compilerStyle ? "flipbook: " : "flipbook: error: ") + message)
    }

    /// "flipbook: FILE:LINE:COLUMN: warning: …" (a lenient warning, quoting its line) on standard error.
    static func warning(_ description: String) { errorLine("flipbook: " + description) }

    /// One line on standard error.
    static func errorLine(_ line: String) { write(line + "\n", to: 2) }

    /// Text on standard error as is (no newline added), e.g. a progress bar redrawn with "\r".
    static func errorPart(_ text: String) { write(text, to: 2) }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }  // e.g. a closed pipe: nothing more can be said
                offset += n
            }
        }
    }
}
