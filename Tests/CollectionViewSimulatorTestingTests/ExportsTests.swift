import CollectionViewSimulatorTesting
import Foundation
import TestSupport
import Testing

/// A test that imports only the testing library exports the animations it recorded, as the
/// README shows.
@Suite("Exports from a test")
@MainActor
struct ExportsTests {
    @Test("a test's insert interrupted by a delete exports to web animations, CA keyframes and Lottie on the view's clock")
    func interruptedExports() throws {
        let list = ListFixture(count: 4)
        let insert = try list.insert(0)
        list.view.advanceTime(by: 0.1)
        let delete = try list.delete(2)
        let web = WebAnimationsExporter.document([insert, delete], title: "insertThenDelete")
        #expect(web.scenario == "insertThenDelete")
        #expect(Set(web.animations.filter { $0.step == 1 }.map(\.options.delay)) == [100])
        #expect(Set(web.animations.filter { $0.step == 0 }.map(\.options.duration)) == [100])
        let ca = CAKeyframeAnimationExporter.document([insert, delete])
        #expect(ca.views.filter { $0.step == 1 }.flatMap(\.animations).allSatisfy { $0.beginTime >= 0.1 - 1e-12 })
        #expect(TimelineRendering.render([insert, delete], as: .lottie).contains("\"ip\" : 6"), "the delete's layers come in at frame 6")
    }
}
