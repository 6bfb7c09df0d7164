import BatchUpdates
import Foundation

/// The layout's `initial…`/`final…` answers for one change, asked in the order ``ProviderOrder``
/// says before any track is built, each question at most once; and, for a surviving view that
/// leaves the screen, its attributes after the change.
///
/// ``ViewAnimationBuilder`` builds the tracks from these answers, so the order of the questions
/// never changes an animation: only the trace and what a stateful layout sees.
@MainActor struct ProviderAnswers {
    let oldVisible: [ElementID: CollectionViewLayoutAttributes]
    let newVisible: [ElementID: CollectionViewLayoutAttributes]
    let mapping: ElementMapping
    /// Whether a cell moving off screen must have attributes after the change (a batch update).
    let raisesForMissingItemAttributes: Bool
    /// `final…` answers, by old key: positions in ``oldKeys``, a dictionary for keys off screen.
    private var finals = AnswerTable()
    /// `initial…` answers, by new key: positions in ``newKeys``, a dictionary for keys off screen.
    private var initials = AnswerTable()
    /// Attributes after the change, asked only of elements off screen after it.
    private var after: [ElementID: Answer] = [:]
    /// UIKit's exception for the layout's answers, once raised; nothing more is asked after it.
    private(set) var raised: BatchUpdateError?
    /// Whether a question whose answer no track reads is only recorded: `final…` and `initial…`
    /// of an element on screen before and after (its view goes from its old attributes to its new
    /// ones) and any question about an element off screen on the question's side. The layout's
    /// providers are then the base class's, which only read the layout
    /// (``CollectionViewLayout/providersAreReadOnlyDefaults``): the answer, a copy, would change
    /// nothing. Set by ``ask(_:batch:sortedOldKeys:recording:)``.
    private var skipsUnreadAnswers = false
    /// Whether ``raised`` is set, tested before every question: `raised == nil` copies the error.
    private var hasRaised: Bool {
        guard case .none = raised else { return true }
        return false
    }
    /// The elements on screen before and after, sorted once by ``ask(_:batch:recording:)`` for
    /// every stage that walks them (and for the tracks built from the answers).
    private(set) var oldKeys: [ElementID] = []
    private(set) var newKeys: [ElementID] = []
    /// The attributes of ``oldVisible`` and ``newVisible`` aligned with ``oldKeys`` and
    /// ``newKeys``: the tracks read them by position.
    private(set) var oldAttributes: [CollectionViewLayoutAttributes] = []
    private(set) var newAttributes: [CollectionViewLayoutAttributes] = []
    /// For each of ``oldKeys``, where the element is after the change (`nil`: it does not
    /// survive) and whether it is on screen there: the mapping asked once per element.
    private(set) var newKeysForOld: [Counterpart?] = []
    /// For each of ``newKeys``, where the element was before the change (`nil`: it is new) and
    /// whether it was on screen then.
    private(set) var oldKeysForNew: [Counterpart?] = []
    /// The positions of those counterparts on screen (-1: none, or off screen), read without
    /// copying a counterpart's key.
    private var newPositionsForOld: [Int] = []
    private var oldPositionsForNew: [Int] = []

    /// An element's key on the other side of the change, with its position in that side's sorted
    /// keys on screen (``oldKeys`` or ``newKeys``): tables aligned with those keys are read at the
    /// position instead of hashing the key.
    struct Counterpart {
        let key: ElementID
        /// The position in the other side's sorted keys; `nil` when the element is off screen there.
        let position: Int?
        /// Whether the element is on screen on the other side.
        var onScreen: Bool { position != nil }
    }

    init(oldVisible: [ElementID: CollectionViewLayoutAttributes], newVisible: [ElementID: CollectionViewLayoutAttributes],
         mapping: ElementMapping, raisesForMissingItemAttributes: Bool) {
        self.oldVisible = oldVisible
        self.newVisible = newVisible
        self.mapping = mapping
        self.raisesForMissingItemAttributes = raisesForMissingItemAttributes
    }

    /// `final…` for the element at `position` in ``oldKeys``, if asked.
    func final(atOld position: Int) -> CollectionViewLayoutAttributes? { finals.onScreen[position].attributes }
    /// `initial…` for the element at `position` in ``newKeys``, if asked.
    func initial(atNew position: Int) -> CollectionViewLayoutAttributes? { initials.onScreen[position].attributes }
    /// The attributes after the change of a surviving element that leaves the screen, if asked.
    func attributesAfter(_ key: ElementID) -> CollectionViewLayoutAttributes? { after[key]?.attributes }

    /// Asks every question, in `order` for a batch update and in index path order otherwise.
    /// `sortedOldKeys` are the keys of ``oldVisible`` sorted, when the caller has them.
    mutating func ask(_ order: ProviderOrder, batch: ResolvedBatchUpdate?, sortedOldKeys: [ElementID]? = nil,
                      recording recorder: inout LayoutCallRecorder) {
        if let sortedOldKeys, let attributes = Self.attributes(of: sortedOldKeys, in: oldVisible) {
            (oldKeys, oldAttributes) = (sortedOldKeys, attributes)
        } else {
            (oldKeys, oldAttributes) = oldVisible.sortedByElement()
        }
        (newKeys, newAttributes) = newVisible.sortedByElement()
        skipsUnreadAnswers = recorder.layout.providersAreReadOnlyDefaults
        finals.onScreen = Array(repeating: .unasked, count: oldKeys.count)
        initials.onScreen = Array(repeating: .unasked, count: newKeys.count)
        mapKeys()
        if order == .updateStages, let batch { askInUpdateStages(batch, recorder: &recorder) }
        askVisibleBeforeThenAfter(recorder: &recorder)
    }

    /// Fills ``newKeysForOld`` and ``oldKeysForNew``, finding each counterpart in the other side's
    /// sorted keys: first just after the last counterpart found (a run of elements that keep
    /// their order across the change, nearly all of them), else by a binary search. Loops and
    /// `if let`, not `map`: a main-actor closure checks its executor on every call.
    private mutating func mapKeys() {
        newKeysForOld.reserveCapacity(oldKeys.count)
        newPositionsForOld.reserveCapacity(oldKeys.count)
        var next = 0
        for key in oldKeys {
            if let new = mapping.newElement(forOld: key) {
                let position = Self.position(of: new, in: newKeys, tryingFirst: next)
                if let position { next = position + 1 }
                newKeysForOld.append(Counterpart(key: new, position: position))
                newPositionsForOld.append(position ?? -1)
            } else {
                newKeysForOld.append(nil)
                newPositionsForOld.append(-1)
            }
        }
        oldKeysForNew.reserveCapacity(newKeys.count)
        oldPositionsForNew.reserveCapacity(newKeys.count)
        next = 0
        for key in newKeys {
            if let old = mapping.oldElement(forNew: key) {
                let position = Self.position(of: old, in: oldKeys, tryingFirst: next)
                if let position { next = position + 1 }
                oldKeysForNew.append(Counterpart(key: old, position: position))
                oldPositionsForNew.append(position ?? -1)
            } else {
                oldKeysForNew.append(nil)
                oldPositionsForNew.append(-1)
            }
        }
    }

    /// Where `key` is in `sortedKeys`: at `guess` when it is there (one comparison for equality
    /// instead of a search's several for order), else ``position(of:in:)``.
    private static func position(of key: ElementID, in sortedKeys: [ElementID], tryingFirst guess: Int) -> Int? {
        if guess < sortedKeys.count, sortedKeys[guess] == key { return guess }
        return position(of: key, in: sortedKeys)
    }

    /// The attributes of `keys` in `visible`, in the same order; `nil` unless `keys` are exactly
    /// the table's keys.
    private static func attributes(of keys: [ElementID], in visible: [ElementID: CollectionViewLayoutAttributes])
        -> [CollectionViewLayoutAttributes]? {
        guard keys.count == visible.count else { return nil }
        var attributes: [CollectionViewLayoutAttributes] = []
        attributes.reserveCapacity(keys.count)
        for key in keys {
            guard let found = visible[key] else { return nil }
            attributes.append(found)
        }
        return attributes
    }

    /// Where `key` is in `sortedKeys` (``oldKeys`` or ``newKeys``), by binary search: the keys on
    /// screen are few and an element's comparison costs far less than its hash. `nil` when absent.
    static func position(of key: ElementID, in sortedKeys: [ElementID]) -> Int? {
        sortedKeys.sortedIndex(of: key)
    }

    /// ``ProviderOrder/visibleBeforeThenAfter``; after the update stages, it asks only what they
    /// left out (nothing, for a batch without hazards).
    private mutating func askVisibleBeforeThenAfter(recorder: inout LayoutCallRecorder) {
        for position in oldKeys.indices {
            askFinal(atOld: position, &recorder)
            if let new = newKeysForOld[position], !new.onScreen { askAfter(new.key, &recorder) }
        }
        for position in newKeys.indices { askInitial(atNew: position, &recorder) }
    }

    /// ``ProviderOrder/updateStages``. The visible keys are sorted once (``oldKeys``,
    /// ``newKeys``): a deleted or inserted section's views are picked from the sorted views, and
    /// the tables are sized up front, so an update inserting many sections costs what its
    /// questions cost.
    private mutating func askInUpdateStages(_ batch: ResolvedBatchUpdate, recorder: inout LayoutCallRecorder) {
        // Positions in the sorted keys, where cells come first.
        let cellsBefore = 0..<Self.cellCount(oldKeys), viewsBefore = cellsBefore.upperBound..<oldKeys.count
        let cellsAfter = 0..<Self.cellCount(newKeys), viewsAfter = cellsAfter.upperBound..<newKeys.count
        let deleted = Self.deletedItems(batch), inserted = Self.insertedItems(batch, counts: batch.itemCountsAfter)
        for element in deleted {
            switch element {
            case .item(let indexPath):
                if let position = Self.position(of: ElementID(.cell, at: indexPath), in: oldKeys) { askFinal(atOld: position, &recorder) }
            case .sectionViews(let section):
                for position in viewsBefore where Self.isIn(section, oldKeys[position]) { askFinal(atOld: position, &recorder) }
            }
        }
        // Sized once for every inserted item (nearly all off screen in a first load of many items):
        // growing the table one resize at a time cost most of such an update.
        if initials.offScreen.isEmpty { initials.offScreen = .init(minimumCapacity: inserted.count) }
        for element in inserted {
            switch element {
            case .item(let indexPath): askInitial(ElementID(.cell, at: indexPath), &recorder)
            case .sectionViews(let section):
                for position in viewsAfter where Self.isIn(section, newKeys[position]) { askInitial(atNew: position, &recorder) }
            }
        }
        let survivors = survivingPairs(before: cellsBefore, after: cellsAfter)
        // UIKit (as OpenUXKit reproduces it) collects every survivor's attributes after the update
        // before it builds any pair.
        for survivor in survivors where !survivor.onScreenAfter { askAfter(survivor.new, &recorder) }
        for survivor in survivors {
            askFinal(survivor.old, at: survivor.oldPosition, &recorder)
            askInitial(survivor.new, at: survivor.newPosition, &recorder)
        }
        for position in viewsBefore {
            guard let new = newKeysForOld[position] else {
                askFinal(atOld: position, &recorder)
                continue
            }
            if !new.onScreen { askAfter(new.key, &recorder) }
            askFinal(atOld: position, &recorder)
            askInitial(new.key, at: new.position, &recorder)
        }
        for position in viewsAfter {
            if let old = oldKeysForNew[position] { askFinal(old.key, at: old.position, &recorder) }
            askInitial(atNew: position, &recorder)
        }
    }

    /// A surviving cell: its keys before and after, with their positions in ``oldKeys`` and
    /// ``newKeys`` (`nil` off screen).
    private struct SurvivingPair {
        let old: ElementID
        let oldPosition: Int?
        let new: ElementID
        let newPosition: Int?
        var onScreenAfter: Bool { newPosition != nil }
    }

    /// The surviving cells on screen before, by old index path, then those that come on screen, by
    /// new index path: each with its key before and after, and where it is on screen.
    private func survivingPairs(before: Range<Int>, after: Range<Int>) -> [SurvivingPair] {
        var pairs: [SurvivingPair] = []
        pairs.reserveCapacity(before.count + after.count)
        for position in before {
            if let new = newKeysForOld[position] {
                pairs.append(SurvivingPair(old: oldKeys[position], oldPosition: position, new: new.key, newPosition: new.position))
            }
        }
        for position in after {
            if let old = oldKeysForNew[position], !old.onScreen {
                pairs.append(SurvivingPair(old: old.key, oldPosition: nil, new: newKeys[position], newPosition: position))
            }
        }
        return pairs
    }

    /// How many of the sorted keys are cells: they come first (``ElementID``'s order).
    private static func cellCount(_ sortedKeys: [ElementID]) -> Int {
        var count = 0
        for key in sortedKeys {
            guard case .cell = key.role else { break }
            count += 1
        }
        return count
    }

    /// What stage 1 or 2 asks about: an item, or the supplementary and decoration views of a
    /// deleted or inserted section, after its items.
    enum StagedElement: Equatable {
        case item(IndexPath)
        case sectionViews(Int)
    }

    /// The items whose views the update deletes, in the order the caller issued the deletes (a
    /// section's items in order, then its other views), then reloads' deletes in index path order:
    /// UIKit's `_deleteItems`.
    static func deletedItems(_ batch: ResolvedBatchUpdate) -> [StagedElement] {
        var elements: [StagedElement] = []
        for operation in batch.batch.operations {
            switch operation {
            case .deleteItem(let indexPath): elements.append(.item(indexPath))
            case .deleteSection(let section): appendSectionElements(section, counts: batch.itemCountsBefore, to: &elements)
            default: break
            }
        }
        for reload in batch.updateItems where reload.updateAction == .reload {
            guard let indexPath = reload.indexPathBeforeUpdate else { continue }
            if reload.isSectionUpdate {
                appendSectionElements(indexPath.section, counts: batch.itemCountsBefore, to: &elements)
            } else {
                elements.append(.item(indexPath))
            }
        }
        return elements
    }

    /// The items the update inserts, in the order the caller issued the inserts (a section's items
    /// in order, then its other views), then reloads' inserts in the order of the reloads' index
    /// paths: UIKit's `_insertItems`. Only items the counts after have.
    static func insertedItems(_ batch: ResolvedBatchUpdate, counts: [Int]) -> [StagedElement] {
        var elements: [StagedElement] = []
        for operation in batch.batch.operations {
            switch operation {
            case .insertItem(let indexPath): elements.append(.item(indexPath))
            case .insertSection(let section): appendSectionElements(section, counts: counts, to: &elements)
            default: break
            }
        }
        for reload in batch.updateItems where reload.updateAction == .reload {
            guard let indexPath = reload.indexPathAfterUpdate else { continue }
            if reload.isSectionUpdate {
                appendSectionElements(indexPath.section, counts: counts, to: &elements)
            } else {
                elements.append(.item(indexPath))
            }
        }
        // A loop, not `filter`: a main-actor closure checks its executor on every call.
        var inCounts: [StagedElement] = []
        inCounts.reserveCapacity(elements.count)
        for element in elements {
            guard case .item(let indexPath) = element else {
                inCounts.append(element)
                continue
            }
            if indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item) {
                inCounts.append(element)
            }
        }
        return inCounts
    }

    /// Appends a section's items, then its supplementary and decoration views: in place, since a
    /// first load inserts every item of every section.
    private static func appendSectionElements(_ section: Int, counts: [Int], to elements: inout [StagedElement]) {
        if counts.indices.contains(section) {
            for item in 0..<counts[section] { elements.append(.item(IndexPath(item: item, section: section))) }
        }
        elements.append(.sectionViews(section))
    }

    /// Whether a supplementary or decoration view belongs to a section (a one-index path does not).
    private static func isIn(_ section: Int, _ key: ElementID) -> Bool {
        key.indexPath.count == 2 && key.indexPath.section == section
    }

    /// `final…` for the element at `position` in ``oldKeys``.
    private mutating func askFinal(atOld position: Int, _ recorder: inout LayoutCallRecorder) {
        askFinal(oldKeys[position], at: position, &recorder)
    }

    /// `final…` for an old key whose position in ``oldKeys`` is known (`nil`: off screen before).
    private mutating func askFinal(_ key: ElementID, at position: Int?, _ recorder: inout LayoutCallRecorder) {
        guard !hasRaised else { return }
        // Unread off screen (such answers only mark the question asked) and for an element on
        // screen after too: its view goes to its new attributes.
        var unread = skipsUnreadAnswers
        if unread, let position { unread = newPositionsForOld[position] >= 0 }
        finals.fill(.final, key, at: position, unread: unread, &recorder)
    }

    /// `initial…` for a new key, found by binary search among the keys on screen after.
    private mutating func askInitial(_ key: ElementID, _ recorder: inout LayoutCallRecorder) {
        askInitial(key, at: Self.position(of: key, in: newKeys), &recorder)
    }

    /// `initial…` for the element at `position` in ``newKeys``.
    private mutating func askInitial(atNew position: Int, _ recorder: inout LayoutCallRecorder) {
        askInitial(newKeys[position], at: position, &recorder)
    }

    /// `initial…` for a new key whose position in ``newKeys`` is known (`nil`: off screen after).
    private mutating func askInitial(_ key: ElementID, at position: Int?, _ recorder: inout LayoutCallRecorder) {
        guard !hasRaised else { return }
        // Unread off screen, and when the element's view before maps back to it: the track is
        // that view's.
        var unread = skipsUnreadAnswers
        if unread, let position {
            let oldPosition = oldPositionsForNew[position]
            unread = oldPosition >= 0 && newPositionsForOld[oldPosition] == position
        }
        initials.fill(.initial, key, at: position, unread: unread, &recorder)
    }

    /// A surviving element's attributes after the change, for a view that leaves the screen. A
    /// layout that answers `nil` for a cell (or a supplementary view) in a batch update makes
    /// UIKit raise (``ViewAnimationBuilder``).
    private mutating func askAfter(_ key: ElementID, _ recorder: inout LayoutCallRecorder) {
        guard !hasRaised, after[key, default: .unasked].fill(.after, key, &recorder), raisesForMissingItemAttributes,
              let error = ViewAnimationBuilder.missingAttributesError(key) else { return }
        raised = error
    }

    /// One kind of question's answers: an entry per key on screen on its side, by position in the
    /// sorted keys, and a dictionary for keys asked about off screen (few: inserted items below
    /// the screen, survivors coming from off screen), whose answers only mark them asked.
    @MainActor private struct AnswerTable {
        var onScreen: [Answer] = []
        var offScreen: [ElementID: Answer] = [:]

        /// Asks the question about `key` unless it was asked (only records it when `unread`: no
        /// track reads the answer). Off screen, the `default:` subscript's in-place access adds an
        /// unasked entry and fills it, hashing the key once.
        mutating func fill(_ question: Question, _ key: ElementID, at position: Int?, unread: Bool = false,
                           _ recorder: inout LayoutCallRecorder) {
            guard let position else {
                if unread {
                    offScreen[key, default: .unasked].record(question, key, &recorder)
                } else {
                    offScreen[key, default: .unasked].fill(question, key, &recorder)
                }
                return
            }
            if unread {
                onScreen[position].record(question, key, &recorder)
            } else {
                onScreen[position].fill(question, key, &recorder)
            }
        }
    }

    /// Which question an ``Answer`` answers.
    private enum Question {
        case final, initial, after
    }

    /// One question's entry: not asked yet, the layout's answer, or asked with the answer not
    /// made (no track reads it, see ``skipsUnreadAnswers``).
    @MainActor private enum Answer {
        case unasked
        case answered(CollectionViewLayoutAttributes?)
        case unread

        /// The answer, `nil` when the layout gave none or was not asked.
        var attributes: CollectionViewLayoutAttributes? {
            guard case .answered(let attributes) = self else {
                assert(!isUnread, "an answer left unmade is read")
                return nil
            }
            return attributes
        }

        private var isUnread: Bool {
            guard case .unread = self else { return false }
            return true
        }

        /// Records the question unless it was asked, without asking the layout.
        mutating func record(_ question: Question, _ key: ElementID, _ recorder: inout LayoutCallRecorder) {
            guard case .unasked = self else { return }
            switch question {
            case .final: recorder.recordUnreadQuestion(.disappearing, for: key)
            case .initial: recorder.recordUnreadQuestion(.appearing, for: key)
            case .after: recorder.recordUnreadQuestion(.attributes, for: key)
            }
            self = .unread
        }

        /// Asks the question unless it was asked; whether it asked now and the layout had no answer.
        @discardableResult
        mutating func fill(_ question: Question, _ key: ElementID, _ recorder: inout LayoutCallRecorder) -> Bool {
            guard case .unasked = self else { return false }
            let answer = switch question {
            case .final: recorder.finalAttributes(for: key)
            case .initial: recorder.initialAttributes(for: key)
            case .after: recorder.attributes(for: key)
            }
            self = .answered(answer)
            return answer == nil
        }
    }
}
