import CollectionViewSimulator
import Foundation
import Testing

@Suite("A cell's configuration updates: the handler runs for each state change")
@MainActor
struct CellConfigurationStateTests {
    /// A cell that records the states its `updateConfiguration(using:)` override is given.
    private final class RecordingCell: CollectionViewCell {
        var states: [CellConfigurationState] = []
        override func updateConfiguration(using state: CellConfigurationState) {
            states.append(state)
            super.updateConfiguration(using: state)
        }
    }

    @Test("setting the handler, selecting and highlighting call it with the cell's state")
    func handlerCalls() {
        let cell = CollectionViewCell(frame: .zero)
        var seen: [CellConfigurationState] = []
        cell.configurationUpdateHandler = { updated, state in
            #expect(updated === cell)
            seen.append(state)
        }
        #expect(seen == [CellConfigurationState()])
        cell.isSelected = true
        cell.isSelected = true   // no change, no update
        cell.isHighlighted = true
        cell.setNeedsUpdateConfiguration()
        var selected = CellConfigurationState()
        selected.isSelected = true
        var both = selected
        both.isHighlighted = true
        #expect(seen == [CellConfigurationState(), selected, both, both])
        #expect(cell.configurationState == both)
    }

    @Test("a subclass's updateConfiguration(using:) override runs, and super calls the handler")
    func override() {
        let cell = RecordingCell(frame: .zero)
        var handled = 0
        cell.configurationUpdateHandler = { _, _ in handled += 1 }
        cell.isSelected = true
        #expect(cell.states.map(\.isSelected) == [false, true])
        #expect(handled == 2)
    }

    @Test("selecting an item through the view updates its cell's configuration")
    func selectionThroughView() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        let dataSource = SectionCountsDataSource([4])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        var selections: [Bool] = []
        cell.configurationUpdateHandler = { _, state in selections.append(state.isSelected) }
        try view.throwing.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.layoutIfNeeded()
        #expect(selections == [false, true])
        withExtendedLifetime(dataSource) {}
    }
}
