extension StackView {
    /// How a stack view shares its length among its views (UIKit's `UIStackView.Distribution`),
    /// with UIKit's raw values.
    public enum Distribution: Int, Sendable, Hashable, Codable, CaseIterable {
        /// The views fill the length, stretched or squeezed by their priorities.
        case fill = 0
        /// The views fill the length at equal sizes.
        case fillEqually = 1
        /// The views fill the length in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// Equal space between the views.
        case equalSpacing = 3
        /// Equal distance between the views' centres.
        case equalCentering = 4
    }

    /// How a stack view places its views across its axis (UIKit's `UIStackView.Alignment`), with
    /// UIKit's raw values; ``top`` is ``leading`` and ``bottom`` is ``trailing``, as in UIKit.
    public enum Alignment: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Stretched across the stack.
        case fill = 0
        /// Along the leading edge (vertical stacks) or top (horizontal stacks).
        case leading = 1
        /// Along the first baseline (horizontal stacks).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// Along the trailing edge (vertical stacks) or bottom (horizontal stacks).
        case trailing = 4
        /// Along the last baseline (horizontal stacks).
        case lastBaseline = 5

        /// Along the top: ``leading``.
        public static let top = Alignment.leading
        /// Along the bottom: ``trailing``.
        public static let bottom = Alignment.trailing
    }
}
