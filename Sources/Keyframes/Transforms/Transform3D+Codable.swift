import Foundation

extension Transform3D {
    /// Reads a transform written as its sixteen entries in row order, `[m11, m12, …, m44]`: the
    /// form scenario files use, and a quarter of the work of sixteen named keys for the encoder.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when there are not exactly sixteen numbers.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var entries: [CGFloat] = []
        entries.reserveCapacity(16)
        while !container.isAtEnd, entries.count <= 16 {
            entries.append(try container.decode(CGFloat.self))
        }
        guard entries.count == 16 else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a transform is 16 numbers, m11 … m44 in row order; found \(entries.count)")
        }
        self.init(entries: entries)
    }

    /// Writes the sixteen entries in row order, `[m11, m12, …, m44]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: entries)
    }
}
