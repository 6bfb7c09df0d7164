/// A test environment variable (a run count, a seed) that holds something it cannot mean.
package struct TestVariableError: Error, Equatable, CustomStringConvertible {
    /// The variable's name.
    package let variable: String
    /// What it holds.
    package let value: String
    /// What it should hold, as the message names it: "a whole number of runs".
    package let expected: String

    /// The error of `variable` holding `value` where it should hold `expected`.
    package init(variable: String, value: String, expected: String) {
        self.variable = variable
        self.value = value
        self.expected = expected
    }

    /// `BATCHSIM_FUZZ_SEEDS="ten" is not a whole number of runs (unset it for the default)`.
    package var description: String {
        "\(variable)=\"\(value)\" is not \(expected) (unset it for the default)"
    }
}
