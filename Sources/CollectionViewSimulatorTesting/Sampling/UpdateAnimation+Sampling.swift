import Foundation

extension UpdateAnimation {
    /// The values the view showing `element` shows at `time` seconds after the change began, when
    /// that name cannot mislead.
    ///
    /// An element's index path names two views in an update: the one at that path after it and the
    /// one that was there before it. They differ when the item was deleted (a neighbour moves into
    /// its slot) or reloaded, and asking for "cell 0-3" then most likely meant the view that left.
    /// So this throws instead of guessing; name the view with ``sample(before:at:)`` or
    /// ``sample(after:at:)``.
    ///
    /// ```swift
    /// try animation.sample(.cell(0, 3), at: 0.125).alpha     // 0.5
    /// try animation.sample(before: .cell(0, 2), at: 0.25)     // the deleted item's view at the end
    /// ```
    ///
    /// - Throws: ``ElementLookupError`` naming the form to use, when no view or two views go by that name.
    public func sample(_ element: ElementID, at time: Double) throws -> AnimatedAttributes {
        let after = track(of: element)
        if let before = track(ofBefore: element), before.indexPathAfterUpdate == nil {
            throw ElementLookupError.ambiguous(element, left: before.fate, arrived: after?.fate)
        }
        guard let after else { throw ElementLookupError.noView(element, knownNames: tracks.map(\.name)) }
        return after.value(at: time)
    }

    /// The values of the view that showed `element` before the change (by its index path before
    /// it): the deleted item's view, or a reload's outgoing view.
    ///
    /// - Throws: ``ElementLookupError/noView(_:knownNames:)`` when no view had that index path before.
    public func sample(before element: ElementID, at time: Double) throws -> AnimatedAttributes {
        guard let track = track(ofBefore: element) else {
            throw ElementLookupError.noView(element, knownNames: tracks.map(\.name))
        }
        return track.value(at: time)
    }

    /// The values of the view that shows `element` after the change (by its index path after it),
    /// whatever was at that index path before.
    ///
    /// - Throws: ``ElementLookupError/noView(_:knownNames:)`` when no view has that index path after.
    public func sample(after element: ElementID, at time: Double) throws -> AnimatedAttributes {
        guard let track = track(of: element) else { throw ElementLookupError.noView(element, knownNames: tracks.map(\.name)) }
        return track.value(at: time)
    }
}

extension ElementID {
    /// The cell at item `item` of section `section`, written as outputs write it (`cell 0-3` is
    /// `.cell(0, 3)`).
    public static func cell(_ section: Int, _ item: Int) -> ElementID {
        .cell(IndexPath(item: item, section: section))
    }
}

/// A view that a sampling helper cannot name without misleading.
public enum ElementLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No view of the animation goes by this name; the names it has are listed.
    case noView(ElementID, knownNames: [String])
    /// The name is the index path of a view that left in the update (how it left given) and, if
    /// `arrived` is given, also of the view there after it (how it got there).
    case ambiguous(ElementID, left: ViewFate, arrived: ViewFate?)

    /// What is wrong and which form to write instead.
    public var description: String {
        switch self {
        case .noView(let element, let names):
            return "no view in this animation is \(element); it has: \(names.joined(separator: ", "))"
        case .ambiguous(let element, let left, let arrived):
            let there = arrived.map { " and the \($0) view there after it" } ?? ""
            return "\(element) names the \(left) view that was there before the update\(there); write "
                + "sample(before: \(element.swiftForm), at:) for the view that left"
                + (arrived == nil ? "" : ", or sample(after: \(element.swiftForm), at:) for the one there after")
        }
    }
}

extension ElementID {
    /// How a test writes this element: `.cell(0, 3)`, `.header(1)`, `.supplementary("badge", at: …)`.
    var swiftForm: String {
        let path = indexPath
        switch role {
        case .cell: return ".cell(\(path.section), \(path.item))"
        case .supplementary(let kind) where kind == CollectionView.elementKindSectionHeader && path.item == 0:
            return ".header(\(path.section))"
        case .supplementary(let kind) where kind == CollectionView.elementKindSectionFooter && path.item == 0:
            return ".footer(\(path.section))"
        case .supplementary(let kind): return ".supplementary(\"\(kind)\", at: [\(path.section), \(path.item)])"
        case .decoration(let kind): return ".decoration(\"\(kind)\", at: [\(path.section), \(path.item)])"
        }
    }
}
