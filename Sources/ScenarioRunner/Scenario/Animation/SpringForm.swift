import Keyframes

/// The four ways users write a spring, told apart by their keys, and how each becomes a
/// ``Keyframes/Spring`` (Apple's and Framer's spring parameterisations).
enum SpringForm: CaseIterable {
    /// `CASpringAnimation`: `mass`, `stiffness`, `damping` (defaults 1, 100, 10).
    case coreAnimation
    /// UIKit's `usingSpringWithDamping`: `duration`, `dampingRatio`.
    case uikit
    /// SwiftUI's `Spring(duration:bounce:)`.
    case swiftUIBounce
    /// SwiftUI's `.spring(response:dampingFraction:)`.
    case swiftUIResponse

    static let allKeys = [
        "mass", "stiffness", "damping", "allowsOverdamping", "duration", "dampingRatio", "bounce", "response",
        "dampingFraction", "initialVelocity",
    ]

    /// The keys that only this form has.
    var distinctiveKeys: [String] {
        switch self {
        case .coreAnimation: ["mass", "stiffness", "damping", "allowsOverdamping"]
        case .uikit: ["dampingRatio"]
        case .swiftUIBounce: ["bounce"]
        case .swiftUIResponse: ["response", "dampingFraction"]
        }
    }

    var title: String {
        switch self {
        case .coreAnimation: "Core Animation (mass, stiffness, damping)"
        case .uikit: "UIKit (duration, dampingRatio)"
        case .swiftUIBounce: "SwiftUI (duration, bounce)"
        case .swiftUIResponse: "SwiftUI (response, dampingFraction)"
        }
    }

    /// Decodes a `spring` object.
    ///
    /// - Returns: The spring, and the duration it brings when `explicitDuration` is `nil`: a UIKit
    ///   spring's own `duration`, any other spring's settling duration.
    static func decode(
        _ node: JSONNode, explicitDuration: Double?, inheritedDuration: Double
    ) throws(ScenarioError) -> (spring: Spring, duration: Double?) {
        let object = try node.object(keys: allKeys)
        let form = try form(of: object)
        let velocity = try object.optional("initialVelocity")?.number(in: -10_000...10_000) ?? 0
        if form == .uikit { return try uikit(object, velocity: velocity, explicitDuration: explicitDuration, inheritedDuration: inheritedDuration) }
        let spring = try physical(form, object, velocity: velocity)
        guard explicitDuration == nil else { return (spring, nil) }
        let settling = spring.settlingDuration()
        guard ScenarioLimits.seconds.contains(settling) else {
            throw node.error("the spring takes \(JSONNode.format((settling * 10).rounded() / 10)) s to settle, more than 60 s",
                             suggestion: "give the animation a 'duration'")
        }
        return (spring, settling)
    }

    private static func form(of object: JSONObjectNode) throws(ScenarioError) -> SpringForm {
        let found = allCases.compactMap { form in form.distinctiveKeys.first(where: object.has).map { (form, $0) } }
        if found.count > 1 {
            throw object.node.error("'\(found[0].1)' and '\(found[1].1)' belong to different spring forms",
                                    suggestion: "use one of: " + allCases.map(\.title).joined(separator: "; "))
        }
        if let form = found.first?.0 {
            if let duration = object.optional("duration"), form == .coreAnimation || form == .swiftUIResponse {
                throw duration.error("'duration' is not a parameter of the \(form.title) spring",
                                     suggestion: "give the duration in the animation, beside 'curve'")
            }
            return form
        }
        if object.has("duration") {
            throw object.node.error("a spring with a 'duration' also needs 'dampingRatio' (UIKit) or 'bounce' (SwiftUI)")
        }
        return .coreAnimation
    }

    private static func uikit(
        _ object: JSONObjectNode, velocity: Double, explicitDuration: Double?, inheritedDuration: Double
    ) throws(ScenarioError) -> (spring: Spring, duration: Double?) {
        let ratio = try object.required("dampingRatio").number(in: 0.001...10)
        let own = object.optional("duration")
        let ownDuration = try own?.number(in: 0.001...60)
        if let ownDuration, let explicitDuration, ownDuration != explicitDuration, let own {
            throw own.error("the spring's duration \(JSONNode.format(ownDuration)) differs from the animation's duration \(JSONNode.format(explicitDuration))",
                            suggestion: "give the duration once")
        }
        let duration = ownDuration ?? explicitDuration ?? inheritedDuration
        return (Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity), explicitDuration == nil ? ownDuration : nil)
    }

    private static func physical(_ form: SpringForm, _ object: JSONObjectNode, velocity: Double) throws(ScenarioError) -> Spring {
        switch form {
        case .swiftUIBounce:
            let duration = try object.optional("duration")?.number(in: 0.001...60) ?? 0.5
            let bounce = try object.required("bounce").number(in: -0.999...1)
            return Spring(perceptualDuration: duration, bounce: bounce, initialVelocity: velocity)
        case .swiftUIResponse:
            let response = try object.optional("response")?.number(in: 0.001...60) ?? 0.55
            let fraction = try object.optional("dampingFraction")?.number(in: 0...10) ?? 0.825
            return Spring(response: response, dampingFraction: fraction, initialVelocity: velocity)
        case .coreAnimation, .uikit:
            return Spring(
                mass: try object.optional("mass")?.number(in: 0.001...1_000) ?? 1,
                stiffness: try object.optional("stiffness")?.number(in: 0.001...1_000_000) ?? 100,
                damping: try object.optional("damping")?.number(in: 0...100_000) ?? 10,
                initialVelocity: velocity,
                allowsOverdamping: try object.optional("allowsOverdamping")?.bool() ?? false)
        }
    }
}
