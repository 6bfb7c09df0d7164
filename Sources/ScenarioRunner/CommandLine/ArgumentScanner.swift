import BatchUpdates

/// Splits a command's arguments into `--name value` options, flags and positional arguments,
/// reporting what it does not know as a usage error.
struct ArgumentScanner {
    private(set) var options: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// A usage error: what is wrong, quoting the argument.
    struct UsageError: Error {
        let message: String
    }

    /// Scans `arguments`. `valued` options take the next argument as their value; `flags` take none.
    /// `--` ends options. An argument that starts with `--` and is neither is an error, with the
    /// closest known name suggested.
    init(_ arguments: [String], valued: Set<String>, flags knownFlags: Set<String>) throws(UsageError) {
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("--") {
                positional.append(argument)
            } else if argument == "--" {
                onlyPositional = true
            } else if let equals = argument.firstIndex(of: "="), valued.contains(String(argument[..<equals])) {
                try set(String(argument[..<equals]), to: String(argument[argument.index(after: equals)...]))
            } else if valued.contains(argument) {
                guard index < arguments.count else { throw UsageError(message: "\(argument) needs a value") }
                try set(argument, to: arguments[index])
                index += 1
            } else if knownFlags.contains(argument) {
                flags.insert(argument)
            } else {
                let suggestion = Spelling.closest(to: argument, in: valued.union(knownFlags))
                throw UsageError(message: "unknown option '\(argument)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
    }

    /// Records an option's value; an option given twice is an error (which one would win is a guess).
    private mutating func set(_ option: String, to value: String) throws(UsageError) {
        guard options[option] == nil else { throw UsageError(message: "\(option) is given twice") }
        options[option] = value
    }

    /// The value of `option` as a whole number of at least 1, or `defaultValue` when it is not given.
    func count(_ option: String, default defaultValue: Int) throws(UsageError) -> Int {
        guard let text = options[option] else { return defaultValue }
        guard let value = Int(text), value >= 1 else {
            throw UsageError(message: "\(option) takes a whole number of at least 1, not '\(text)'")
        }
        return value
    }
}
