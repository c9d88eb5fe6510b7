/// A command line that does not fit the command's specification. The description is a complete sentence
/// fragment for "<tool>: error: …", e.g. "unknown option '--verison' (did you mean '--version'?)".
public struct ArgumentError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case unknownOption(String, suggestion: String?)
        case missingValue(option: String)
        case unexpectedValue(flag: String)
        case unknownCommand(String, suggestion: String?)
        case missingCommand
        case missingArgument(String)
        case unexpectedArgument(String)
    }

    public var kind: Kind
    /// The command being parsed when the error was found, e.g. ["flipbook", "png-info"].
    public var commandPath: [String]

    public init(_ kind: Kind, commandPath: [String]) {
        self.kind = kind
        self.commandPath = commandPath
    }

    public var description: String {
        let command = commandPath.joined(separator: " ")
        switch kind {
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(option)'" + Self.hint(suggestion)
        case .missingValue(let option):
            return "option '\(option)' needs a value"
        case .unexpectedValue(let flag):
            return "flag '\(flag)' does not take a value"
        case .unknownCommand(let name, let suggestion):
            return "unknown command '\(name)'" + Self.hint(suggestion)
        case .missingCommand:
            return "no command given (see '\(command) --help')"
        case .missingArgument(let name):
            return "missing argument <\(name)> for '\(command)'"
        case .unexpectedArgument(let value):
            return "unexpected argument '\(value)' for '\(command)'"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
