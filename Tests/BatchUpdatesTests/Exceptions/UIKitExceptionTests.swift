import BatchUpdates
import Foundation
import Testing

/// Where a raise goes and what it says, below any view: snapshots raise through the same handlers.
@Suite("UIKitException")
@MainActor
struct UIKitExceptionTests {
    /// Collects the exceptions a handler receives.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var exceptions: [UIKitException] = []
        var all: [UIKitException] { lock.withLock { exceptions } }
        func append(_ exception: UIKitException) { lock.withLock { exceptions.append(exception) } }
    }

    @Test("a raise goes to the task's handler with UIKit's name, reason, typed error and call site; the snapshot is unchanged")
    func raiseReachesTheTaskHandler() throws {
        let received = Received()
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        let line = #line + 1
        UIKitException.withHandler(received.append) { snapshot.appendItems(["fig"]) }
        let exception = try #require(received.all.first)
        #expect(received.all.count == 1 && snapshot.numberOfItems == 0)
        #expect(exception.name == .internalInconsistencyException && exception.error as? DiffableSnapshotError == .noSections)
        #expect(exception.reason == DiffableSnapshotError.noSections.description)
        #expect(exception.callSite.line == line && exception.callSite.fileID == "BatchUpdatesTests/UIKitExceptionTests.swift")
        #expect(exception.crashText == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
            + "reason: '\(DiffableSnapshotError.noSections.description)'")
        #expect(exception.description == exception.crashText + "\n*** raised by the call at \(exception.callSite)")
    }

    @Test("queries that raise answer an empty value")
    func raisingQueriesAnswerEmpty() {
        let received = Received()
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit"])
        var outline = DiffableDataSourceSectionSnapshot<String>()
        UIKitException.withHandler(received.append) {
            #expect(snapshot.numberOfItems(inSection: "bread") == 0)
            #expect(snapshot.itemIdentifiers(inSection: "bread").isEmpty)
            #expect(outline.snapshot(of: "apple").items.isEmpty)
            outline.append(["pear"], to: "apple")
        }
        #expect(received.all.map { $0.error as? DiffableSnapshotError } == [
            .unknownSectionIdentifier("\"bread\"", operation: "itemIdentifiers(inSection:)"),
            .unknownSectionIdentifier("\"bread\"", operation: "itemIdentifiers(inSection:)"),
            .unknownItemIdentifier("\"apple\"", operation: "snapshot(of:includingParent:)"),
            .unknownItemIdentifier("\"apple\"", operation: "append(_:to:)"),
        ])
        #expect(outline.items.isEmpty)
    }

    @Test("twins change the snapshot in place and throw the typed error, leaving it as it was")
    func twinsThrowAndChangeInPlace() throws {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        try snapshot.throwing.appendSections(["fruit"])
        try snapshot.throwing.appendItems(["apple", "pear"])
        let before = snapshot
        #expect(throws: DiffableSnapshotError.duplicateItemIdentifiers(["\"pear\""])) {
            try snapshot.throwing.appendItems(["fig", "pear"])
        }
        #expect(snapshot == before && snapshot.duplicateItemIdentifierPolicy == .raise)
        #expect(try snapshot.throwing.itemIdentifiers(inSection: "fruit") == ["apple", "pear"])
    }

    @Test("an exception raised inside a closure is thrown once the closure returns; the first one wins")
    func throwingRaisesKeepsTheFirst() {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        #expect {
            try UIKitException.throwingRaises {
                snapshot.appendItems(["fig"])
                snapshot.moveSection("a", beforeSection: "b")
            }
        } throws: { error in
            (error as? UIKitException)?.error as? DiffableSnapshotError == .noSections
        }
    }

    @Test("equality compares the typed error too")
    func equality() {
        let site = UIKitException.CallSite(fileID: "M/F.swift", filePath: "/F.swift", line: 1, column: 1)
        let a = UIKitException(raising: DiffableSnapshotError.noSections, at: site)
        let b = UIKitException(name: a.name, reason: a.reason, error: DiffableSnapshotError.duplicateItemIdentifiers([]), callSite: site)
        #expect(a == UIKitException(raising: DiffableSnapshotError.noSections, at: site))
        #expect(a != b)
    }
}
