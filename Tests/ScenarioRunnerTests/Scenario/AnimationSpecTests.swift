import Keyframes
@testable import ScenarioRunner
import Testing

@Suite("Decoding animations and curves")
@MainActor
struct AnimationSpecTests {
    private func animation(_ json: String) throws -> AnimationSpec {
        try ScenarioFixture.decode("animation", json).animation
    }

    @Test("named curves, with UIKit's easeInOut for easeInEaseOut", arguments: [
        ("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
        ("easeInOut", .easeInEaseOut), ("default", .default),
    ])
    func named(name: String, curve: TimingCurve) throws {
        #expect(try animation("{\"curve\": \"\(name)\"}") == AnimationSpec(curve: curve))
    }

    @Test("every key, and a cubic Bézier")
    func bezier() throws {
        let decoded = try animation(#"{"duration": 0.4, "delay": 0.1, "frameRate": 120, "curve": {"cubicBezier": [0.17, 0.67, 0.83, 1.2]}}"#)
        #expect(decoded == AnimationSpec(duration: 0.4, delay: 0.1, curve: .cubicBezier(CubicBezier(x1: 0.17, y1: 0.67, x2: 0.83, y2: 1.2)), frameRate: 120))
    }

    @Test("a UIKit spring brings its duration unless the animation gives it")
    func uikitSpring() throws {
        let spring = Spring(duration: 0.5, dampingRatio: 0.8, initialVelocity: 0.5)
        #expect(try animation(#"{"curve": {"spring": {"duration": 0.5, "dampingRatio": 0.8, "initialVelocity": 0.5}}}"#)
            == AnimationSpec(duration: 0.5, curve: .spring(spring)))
        #expect(try animation(#"{"duration": 0.5, "curve": {"spring": {"duration": 0.5, "dampingRatio": 0.8, "initialVelocity": 0.5}}}"#)
            == AnimationSpec(duration: 0.5, curve: .spring(spring)))
        #expect(try animation(#"{"duration": 0.4, "curve": {"spring": {"dampingRatio": 0.8}}}"#)
            == AnimationSpec(duration: 0.4, curve: .spring(Spring(duration: 0.4, dampingRatio: 0.8))))
        #expect(try animation(#"{"curve": {"spring": {"dampingRatio": 1}}}"#)
            == AnimationSpec(duration: 0.25, curve: .spring(Spring(duration: 0.25, dampingRatio: 1))))
    }

    @Test("other springs last their settling duration unless the animation gives one")
    func physicalSprings() throws {
        let coreAnimation = Spring(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1, allowsOverdamping: true)
        #expect(try animation(#"{"curve": {"spring": {"mass": 2, "stiffness": 300, "damping": 20, "initialVelocity": 1, "allowsOverdamping": true}}}"#)
            == AnimationSpec(duration: coreAnimation.settlingDuration(), curve: .spring(coreAnimation)))
        #expect(try animation(#"{"duration": 1, "curve": {"spring": {}}}"#) == AnimationSpec(duration: 1, curve: .spring(Spring())))
        #expect(try animation(#"{"curve": {"spring": {}}}"#).duration == Spring().settlingDuration())
        let bounce = Spring(perceptualDuration: 0.5, bounce: 0.3)
        #expect(try animation(#"{"duration": 0.6, "curve": {"spring": {"duration": 0.5, "bounce": 0.3}}}"#)
            == AnimationSpec(duration: 0.6, curve: .spring(bounce)))
        #expect(try animation(#"{"duration": 0.6, "curve": {"spring": {"bounce": -0.5}}}"#)
            == AnimationSpec(duration: 0.6, curve: .spring(Spring(perceptualDuration: 0.5, bounce: -0.5))))
        let response = Spring(response: 0.55, dampingFraction: 0.825)
        #expect(try animation(#"{"duration": 0.6, "curve": {"spring": {"response": 0.55, "dampingFraction": 0.825}}}"#)
            == AnimationSpec(duration: 0.6, curve: .spring(response)))
        #expect(try animation(#"{"duration": 0.6, "curve": {"spring": {"response": 0.55}}}"#)
            == AnimationSpec(duration: 0.6, curve: .spring(response)))
    }

    @Test("Apple's SwiftUI example: duration 0.5 and bounce 0.3 is stiffness 157.9 and damping 17.6")
    func swiftUIExample() throws {
        guard case .spring(let spring) = try animation(#"{"curve": {"spring": {"duration": 0.5, "bounce": 0.3}}}"#).curve else {
            Issue.record("not a spring")
            return
        }
        #expect(abs(spring.stiffness - 157.9137) < 1e-4)
        #expect(abs(spring.damping - 17.5929) < 1e-4)
    }
}
