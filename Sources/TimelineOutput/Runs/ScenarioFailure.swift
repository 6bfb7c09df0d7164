/// One thing that did not hold in a scenario's run: which scenario, step, element, property and
/// time, what was expected and what the run showed.
///
/// ```
/// flow-insert: step 0, cell 0-1, frame at end: expected [72.500, 40.000, 50.000, 50.000], actual [70.000, 40.000, 50.000, 50.000]
/// ```
public struct ScenarioFailure: Sendable, Hashable, CustomStringConvertible {
    /// The scenario's name.
    public var scenario: String
    /// The step's index; `nil` for a failure of the whole scenario (a golden file).
    public var step: Int?
    /// The element's name, when the failure is about one.
    public var element: String?
    /// What was compared: `frame`, `alpha`, `fate`, `hooks`, `error`, an invariant's name, a file.
    public var property: String
    /// When it was sampled (`0.125 s`, `start`, `end`, `frame 3 (0.050 s)`), if it was.
    public var time: String?
    /// What the scenario expected.
    public var expected: String
    /// What the run showed.
    public var actual: String

    /// Creates a failure.
    public init(
        scenario: String, step: Int?, element: String? = nil, property: String, time: String? = nil,
        expected: String, actual: String
    ) {
        self.scenario = scenario
        self.step = step
        self.element = element
        self.property = property
        self.time = time
        self.expected = expected
        self.actual = actual
    }

    /// A golden file's difference as the scenario's failure: the file before the property, and
    /// the time as the runner writes it (`start`, `end`, or seconds).
    ///
    /// ```
    /// flow-insert: step 0, cell 0-1, timeline.json: frame at end: expected …, actual …
    /// ```
    package init(_ difference: TimelineDifference, scenario: String, file: String) {
        let time = difference.moment.flatMap { $0 == .keyframe ? nil : $0.rawValue }
            ?? difference.time.map { "\(FixedDecimal.format($0)) s" }
        self.init(scenario: scenario, step: difference.step, element: difference.element, property: "\(file): \(difference.property)",
                  time: time, expected: difference.expected, actual: difference.actual)
    }

    public var description: String {
        var place = [scenario + ":"]
        if let step { place.append("step \(step),") }
        if let element { place.append(element + ",") }
        place.append(property + (time.map { " at \($0)" } ?? "") + ":")
        return place.joined(separator: " ") + " expected \(expected), actual \(actual)"
    }
}
