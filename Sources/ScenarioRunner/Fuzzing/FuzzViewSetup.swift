import Foundation

/// How a fuzzing case's view is set up beyond its fixed size: its reading direction, its content
/// insets, its screen scale, and which of UIKit's selectable behaviours the scenario follows
/// (`Scenarios/README.md`, "View" and "UIKit behaviour"). Every case runs in ``plain`` unless the
/// fuzzer varies the view (``LayoutFuzzer/variesView``), and a plain case's file is the one
/// earlier versions wrote.
struct FuzzViewSetup: Sendable, Equatable {
    /// A UIKit behaviour the scenario file can select other than by default, as its
    /// `uikit` entry names it (key) and its non-default choice (value).
    enum Behaviour: String, Sendable, CaseIterable {
        case validation = "classic"
        case providers = "documented"
        case providerOrder = "visibleBeforeThenAfter"
        case displayOrder = "displayThenEnd"
        case transitionBoundsChangeLayout = "newLayout"

        /// The behaviour's key in the file's `uikit` entry.
        var key: String { String(describing: self) }
    }

    /// `semanticContentAttribute: forceRightToLeft`: mirrored layouts, flow filling from the right.
    var rightToLeft = false
    /// A notched phone's content insets (47 points at the top, 34 at the bottom), the view starting
    /// scrolled to the top of its content, as a navigation controller leaves it.
    var insets = false
    /// Pixels per point (frames are rounded to pixels); 0 turns the rounding off.
    var screenScale = 2
    /// The behaviours the case selects other than by default, none for the defaults.
    var behaviours: Set<Behaviour> = []

    /// Every case's setup unless the fuzzer varies it.
    static let plain = FuzzViewSetup()

    /// The insets ``insets`` gives, as the file writes them (top, left, bottom, right).
    static let notchedInsets = (top: 47, left: 0, bottom: 34, right: 0)

    /// The keys of the file's `view` object after its width and height.
    var viewKeys: String {
        var keys = "\"screenScale\": \(screenScale)"
        if rightToLeft { keys += ", \"semanticContentAttribute\": \"forceRightToLeft\"" }
        if insets {
            let inset = Self.notchedInsets
            keys += ", \"contentInset\": [\(inset.top), \(inset.left), \(inset.bottom), \(inset.right)], \"contentOffset\": [0, \(-inset.top)]"
        }
        return keys
    }

    /// The file's `uikit` entry (with the comma that ends it), or nothing for the defaults.
    var uikitEntry: String? {
        let selected = Behaviour.allCases.filter(behaviours.contains)
        guard !selected.isEmpty else { return nil }
        return "\"uikit\": { " + selected.map { "\"\($0.key)\": \"\($0.rawValue)\"" }.joined(separator: ", ") + " },"
    }

    /// The setup a step closer to ``plain``: each way of making it simpler, one change each.
    var simplifications: [FuzzViewSetup] {
        var result: [FuzzViewSetup] = []
        func with(_ change: (inout FuzzViewSetup) -> Void) {
            var simpler = self
            change(&simpler)
            if simpler != self { result.append(simpler) }
        }
        with { $0.rightToLeft = false }
        with { $0.insets = false }
        with { $0.screenScale = Self.plain.screenScale }
        for behaviour in Behaviour.allCases where behaviours.contains(behaviour) { with { $0.behaviours.remove(behaviour) } }
        return result
    }
}
