/// An environment variable that should hold a number of runs and holds something else.
package struct RandomRunsError: Error, Equatable, CustomStringConvertible {
    /// The variable's name.
    package let variable: String
    /// What it holds.
    package let value: String

    /// The error of `variable` holding `value`.
    package init(variable: String, value: String) {
        self.variable = variable
        self.value = value
    }

    /// `BATCHSIM_FUZZ_SEEDS="ten" is not a whole number of runs (unset it for the default)`.
    package var description: String {
        "\(variable)=\"\(value)\" is not a whole number of runs (unset it for the default)"
    }
}
