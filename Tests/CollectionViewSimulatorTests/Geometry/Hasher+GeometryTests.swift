import CollectionViewSimulator
import Foundation
import Testing

@Suite("Hashing Core Graphics geometry by its numbers")
@MainActor
struct HasherGeometryTests {
    private func hash(_ feed: (inout Hasher) -> Void) -> Int {
        var hasher = Hasher()
        feed(&hasher)
        return hasher.finalize()
    }

    @Test("equal geometry hashes alike; a rectangle hashes as its standardized self")
    func equalHashesAlike() {
        #expect(hash { $0.combine(point: CGPoint(x: 1, y: 2)) } == hash { $0.combine(point: CGPoint(x: 1, y: 2)) })
        #expect(hash { $0.combine(point: CGPoint(x: 0, y: 0)) } == hash { $0.combine(point: CGPoint(x: -0.0, y: 0)) })
        #expect(hash { $0.combine(rect: CGRect(x: 10, y: 0, width: -10, height: 5)) }
            == hash { $0.combine(rect: CGRect(x: 0, y: 0, width: 10, height: 5)) })
        #expect(hash { $0.combine(size: CGSize(width: 1, height: 2)) } != hash { $0.combine(size: CGSize(width: 2, height: 1)) })
    }

    @Test("values holding geometry hash alike when equal, as a Set needs")
    func valuesInSets() {
        let a = AnimatedAttributes(center: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
        var b = a
        #expect(Set([a, b]).count == 1)
        b.center.x = 5
        #expect(Set([a, b]).count == 2)
        let hooks: Set<LayoutHook> = [.layoutAttributesForElements(in: .zero), .layoutAttributesForElements(in: .zero), .prepare]
        #expect(hooks.count == 2)
    }
}
