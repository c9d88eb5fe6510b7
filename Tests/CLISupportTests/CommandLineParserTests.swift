import CLISupport
import Testing

/// A tool shaped like `flipbook`: root flags, a command with options and repeating files, one with a
/// required and an optional argument.
let tool = CommandSpec(
    name: "tool", abstract: "A test tool.",
    options: [.help, .flag("version", help: "Print the version.", isStandalone: true),
              .flag("verbose", short: "v", help: "Say more.", isInherited: true)],
    subcommands: [
        CommandSpec(name: "render", abstract: "Render frames.",
                    options: [.option("out", short: "o", placeholder: "DIR", help: "Output directory."),
                              .option("fps", help: "Frames per second."),
                              .flag("gif", help: "Also write a GIF.")],
                    arguments: [ArgumentSpec(name: "FILE", help: "Documents.", isRepeating: true)]),
        CommandSpec(name: "shift", abstract: "Shift a clip.",
                    arguments: [ArgumentSpec(name: "CLIP", help: "The clip."),
                                ArgumentSpec(name: "OFFSET", help: "Frames.", isOptional: true)]),
    ])
let parser = CommandLineParser(root: tool)

func parseError(_ words: [String]) -> ArgumentError? {
    #expect(throws: ArgumentError.self) { try parser.parse(words) }
}

@Suite struct CommandLineParserTests {
    @Test func subcommandWithOptionsAndPositionals() throws {
        let parsed = try parser.parse(["render", "--out", "frames", "--fps=30", "-v", "a.json", "--gif", "b.json"])
        #expect(parsed == ParsedArguments(commandPath: ["tool", "render"], flags: ["verbose", "gif"],
                                          options: ["out": ["frames"], "fps": ["30"]], arguments: ["a.json", "b.json"]))
        #expect(parsed.command == "render")
        #expect(parsed.value("out") == "frames")
        #expect(parsed.flag("gif") && !parsed.flag("help"))
    }

    @Test func shortOptionForms() throws {
        #expect(try parser.parse(["render", "-o", "x", "f"]).value("out") == "x")
        #expect(try parser.parse(["render", "-ox", "f"]).value("out") == "x")
    }

    @Test func repeatedOptionKeepsAllValuesAndLastWins() throws {
        let parsed = try parser.parse(["render", "--out=a", "--out", "b", "f"])
        #expect(parsed.values("out") == ["a", "b"])
        #expect(parsed.value("out") == "b")
        #expect(parsed.values("fps").isEmpty && parsed.value("fps") == nil)
    }

    @Test func emptyInlineValueIsAValue() throws {
        #expect(try parser.parse(["render", "--out=", "f"]).value("out") == "")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parser.parse(["render", "--", "--gif", "-v"])
        #expect(parsed.arguments == ["--gif", "-v"])
        #expect(parsed.flags.isEmpty)
    }

    @Test func negativeNumbersAndDashArePositional() throws {
        #expect(try parser.parse(["shift", "clip", "-5"]).arguments == ["clip", "-5"])
        #expect(try parser.parse(["shift", "-", "-0.5"]).arguments == ["-", "-0.5"])
    }

    @Test func optionValueMayLookLikeAnOption() throws {
        #expect(try parser.parse(["render", "--out", "--gif", "f"]).value("out") == "--gif")
    }

    @Test func inheritedOptionsWorkAfterTheSubcommand() throws {
        #expect(try parser.parse(["render", "f", "--help"]).flag("help"))
        #expect(try parser.parse(["-v", "render", "f"]).flag("verbose"))
        #expect(try parser.parse(["shift", "c", "--verbose"]).flag("verbose"))
    }

    @Test func standaloneFlagsSkipArgumentChecks() throws {
        #expect(try parser.parse(["--version"]).commandPath == ["tool"])
        #expect(try parser.parse(["--help"]).flag("help"))
        #expect(try parser.parse(["render", "--help"]).commandPath == ["tool", "render"])
        #expect(try parser.parse(["shift", "-h"]).arguments.isEmpty)
    }

    @Test func optionalArgument() throws {
        #expect(try parser.parse(["shift", "c"]).arguments == ["c"])
        #expect(try parser.parse(["shift", "c", "3"]).arguments == ["c", "3"])
    }
}

@Suite struct ArgumentErrorTests {
    @Test func unknownLongOptionSuggestsTheClosest() {
        let error = parseError(["--verison"])
        #expect(error == ArgumentError(.unknownOption("--verison", suggestion: "--version"), commandPath: ["tool"]))
        #expect(error?.description == "unknown option '--verison' (did you mean '--version'?)")
    }

    @Test func suggestionsComeFromTheCurrentCommand() {
        #expect(parseError(["render", "--ot", "x", "f"])?.description == "unknown option '--ot' (did you mean '--out'?)")
        #expect(parseError(["render", "--gifs", "f"])?.description == "unknown option '--gifs' (did you mean '--gif'?)")
        // --version belongs to the root and is not inherited; "--verbose" is 4 edits away, too far to suggest.
        #expect(parseError(["render", "--version", "f"])?.description == "unknown option '--version'")
    }

    @Test func unknownOptionWithoutAPlausibleSuggestion() {
        #expect(parseError(["render", "--zzzzzz", "f"])?.description == "unknown option '--zzzzzz'")
        #expect(parseError(["render", "-x", "f"])?.description == "unknown option '-x'")
        #expect(parseError(["render", "-vx", "f"])?.description == "unknown option '-vx'")
    }

    @Test func unknownCommandSuggestsTheClosest() {
        #expect(parseError(["rendr"]) == ArgumentError(.unknownCommand("rendr", suggestion: "render"), commandPath: ["tool"]))
        #expect(parseError(["rendr"])?.description == "unknown command 'rendr' (did you mean 'render'?)")
        #expect(parseError(["paint"])?.description == "unknown command 'paint'")
    }

    @Test func missingValue() {
        #expect(parseError(["render", "f", "--out"])?.description == "option '--out' needs a value")
        #expect(parseError(["render", "f", "-o"])?.description == "option '-o' needs a value")
    }

    @Test func flagWithValue() {
        #expect(parseError(["render", "f", "--gif=yes"])?.description == "flag '--gif' does not take a value")
    }

    @Test func missingAndUnexpectedArguments() {
        #expect(parseError(["render"])?.description == "missing argument <FILE> for 'tool render'")
        #expect(parseError(["shift"])?.description == "missing argument <CLIP> for 'tool shift'")
        #expect(parseError(["shift", "a", "b", "c"])?.description == "unexpected argument 'c' for 'tool shift'")
        #expect(parseError(["shift", "a", "b", "c"])?.commandPath == ["tool", "shift"])
    }

    @Test func missingCommand() {
        #expect(parseError([])?.description == "no command given (see 'tool --help')")
        #expect(parseError(["-v"])?.description == "no command given (see 'tool --help')")
    }
}

@Suite struct SuggestionTests {
    @Test func editDistance() {
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.editDistance("verison", "version") == 1)  // one transposition
        #expect(Suggestions.editDistance("ca", "abc") == 3)  // optimal string alignment, not unrestricted Damerau
        #expect(Suggestions.editDistance("same", "same") == 0)
    }

    @Test func closest() {
        #expect(Suggestions.closest(to: "hlep", among: ["help", "version"]) == "help")
        #expect(Suggestions.closest(to: "info", among: ["help", "png-info"]) == "png-info")
        #expect(Suggestions.closest(to: "xyz", among: ["help", "version"]) == nil)
        #expect(Suggestions.closest(to: "ab", among: ["ax", "ay"]) == "ax")  // ties: first candidate
    }
}

@Suite struct HelpFormatterTests {
    @Test func rootHelp() {
        #expect(parser.help(for: []) == """
            OVERVIEW: A test tool.

            USAGE: tool <command> [options]

            COMMANDS:
              render  Render frames.
              shift   Shift a clip.

              See 'tool help <command>' for a command's help.

            OPTIONS:
              -h, --help     Show help for this command.
              --version      Print the version.
              -v, --verbose  Say more.

            """)
    }

    @Test func subcommandHelpListsInheritedOptions() {
        #expect(parser.help(for: ["render"]) == """
            OVERVIEW: Render frames.

            USAGE: tool render [options] <FILE> ...

            ARGUMENTS:
              <FILE> ...  Documents.

            OPTIONS:
              -o, --out DIR  Output directory.
              --fps VALUE    Frames per second.
              --gif          Also write a GIF.
              -h, --help     Show help for this command.
              -v, --verbose  Say more.

            """)
        #expect(HelpFormatter.usage(for: tool.subcommands[1], path: ["tool", "shift"])
                == "tool shift [options] <CLIP> [<OFFSET>]")
        #expect(parser.help(for: ["nope"]) == nil)
    }
}
