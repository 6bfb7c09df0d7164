import BatchUpdates

extension SeededGenerator {
    /// A uniform value in [0, 1).
    var unit: Double {
        mutating get { Double(next() >> 11) / Double(1 << 53) }
    }
}
