import BatchUpdates

extension SeededGenerator {
    /// Whether an event with the given probability happens.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
