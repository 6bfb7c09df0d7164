import Foundation
import Keyframes
import Testing

@Suite("Transform3D as JSON")
@MainActor
struct Transform3DCodableTests {
    @Test("a transform is its sixteen entries in row order, and reads back equal")
    func sixteenNumbers() throws {
        let transform = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).concatenating(Transform3D(translationX: 3, y: -4, z: 0))
        let json = String(decoding: try JSONEncoder().encode(transform), as: UTF8.self)
        let numbers = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Double])
        #expect(numbers.count == 16)
        #expect(numbers[1] == Double(transform.m12))
        #expect(numbers[12] == 3 && numbers[13] == -4)
        #expect(try JSONDecoder().decode(Transform3D.self, from: Data(json.utf8)) == transform)
    }

    @Test("any other count of numbers is an error that says what a transform is", arguments: [0, 15, 17])
    func wrongCount(count: Int) throws {
        let json = "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]"
        #expect {
            try JSONDecoder().decode(Transform3D.self, from: Data(json.utf8))
        } throws: { error in
            "\(error)".contains("a transform is 16 numbers, m11 … m44 in row order")
        }
    }
}
