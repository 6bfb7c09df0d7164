import Foundation
import Testing
@testable import TimelineOutput

@Suite("Export encoding")
@MainActor
struct ExportEncodingTests {
    @Test("-0 becomes 0, every other number stays as it is")
    func unsignedZero() {
        let values = ExportEncoding.unsigned([-0.0, 0, -1.5, 2e-9])
        #expect(values.map(\.sign) == [.plus, .plus, .minus, .plus])
        #expect(values == [0, 0, -1.5, 2e-9])
        #expect(!ExportEncoding.text(ExportEncoding.unsigned([-0.0])).contains("-"))
    }

    @Test("numbers keep full precision, keys are sorted")
    func precision() {
        #expect(ExportEncoding.text(["b": 0.1 + 0.2, "a": 1.0 / 3]) == "{\n  \"a\" : 0.3333333333333333,\n  \"b\" : 0.30000000000000004\n}\n")
    }
}
