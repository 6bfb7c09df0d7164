import CollectionViewSimulatorTesting
import Foundation
import Testing
import TestSupport

/// UIKit's non-throwing signatures: a raise changes nothing, is kept on the view, and reaches the
/// task's handler (`expectUIKitException`, a twin) or the process-wide one.
@Suite("expectUIKitException")
@MainActor
struct ExpectUIKitExceptionTests {
    static func view(counts: [Int] = [3]) -> (CollectionView, SectionCountsDataSource) {
        let data = SectionCountsDataSource(counts)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        view.dataSource = data
        FixtureOwner.keep(data, for: view)
        view.layoutIfNeeded()
        return (view, data)
    }

    @Test("an invalid batch through UIKit's name changes nothing, returns an empty animation and keeps UIKit's exception on the view")
    func invalidBatchLeavesTheViewAsItWas() throws {
        let (view, data) = Self.view()
        let history = view.animationHistory.animations.count
        var animation: UpdateAnimation?
        // Not inside a macro's argument: there `#line` is the macro's line.
        let line = #line + 2
        let raised = expectUIKitException(named: .internalInconsistencyException) {
            animation = view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: 9, section: 0)]) }
        }
        let exception = try #require(raised)
        #expect(exception.reason.hasPrefix("Invalid batch updates detected") && exception.reason == "\(exception.error)")
        #expect(exception.error is BatchUpdateError)
        #expect(exception.callSite.line == line && exception.callSite.fileID.hasSuffix("ExpectUIKitExceptionTests.swift"))
        #expect(animation?.tracks.isEmpty == true && animation?.hooks.isEmpty == true)
        #expect(view.raisedExceptions == [exception])
        #expect(view.animationHistory.animations.count == history && view.numberOfItems(inSection: 0) == 3 && data.counts == [3])
    }

    @Test("expectUIKitException fails the test when nothing raises, or the name or reason differ")
    func expectationFailures() {
        let (view, data) = Self.view()
        withKnownIssue {
            data.counts[0] += 1
            let exception = expectUIKitException { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
            #expect(exception == nil)
        } matching: { $0.comments.description.contains("nothing was raised") }
        withKnownIssue {
            expectUIKitException(named: .invalidArgumentException, reasonContaining: "section 7") {
                view.deleteItems(at: [IndexPath(item: 9, section: 0)])
            }
        } matching: { issue in
            let text = issue.comments.description
            return text.contains("NSInvalidArgumentException") || text.contains("section 7")
        }
    }

    @Test("selection raises NSInvalidArgumentException for an item that does not exist and selects nothing")
    func selectionRaisesInvalidArgument() {
        let (view, _) = Self.view()
        let exception = expectUIKitException(named: .invalidArgumentException) {
            view.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        }
        #expect(exception?.error as? SelectionError == .itemOutOfRange(IndexPath(item: 5, section: 0), itemCounts: [3]))
        #expect(view.indexPathsForSelectedItems == [])
    }

    @Test("a raise inside a twin's closure is thrown by the twin, which performs nothing")
    func nestedRaiseInsideTwin() {
        let (view, data) = Self.view()
        let history = view.animationHistory.animations.count
        let line = #line + 6
        var thrown: (any Error)?
        do {
            try view.throwing.performBatchUpdates {
                data.counts[0] += 1
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
                view.selectItem(at: IndexPath(item: 8, section: 0), animated: false, scrollPosition: [])
            }
        } catch {
            thrown = error
        }
        let exception = thrown as? UIKitException
        #expect(exception?.name == .invalidArgumentException && exception?.callSite.line == line)
        #expect(view.animationHistory.animations.count == history && view.numberOfItems(inSection: 0) == 3)
        #expect(view.raisedExceptions.count == 1)
    }

    @Test("a raise inside UIKit's performBatchUpdates is raised once, at the inner call, and the batch is not performed")
    func nestedRaiseInsideUIKitBatch() {
        let (view, data) = Self.view()
        let line = #line + 4
        let exception = expectUIKitException {
            view.performBatchUpdates {
                data.counts[0] += 1
                view.selectItem(at: IndexPath(item: 8, section: 0), animated: false, scrollPosition: [])
            }
        }
        #expect(exception?.callSite.line == line && view.raisedExceptions.count == 1)
        #expect(view.numberOfItems(inSection: 0) == 3)
    }

    @Test("twins throw the typed errors UIKit's names raise")
    func twinsThrowTypedErrors() {
        let (view, _) = Self.view()
        #expect(throws: BatchUpdateError.self) {
            try view.throwing.deleteItems(at: [IndexPath(item: 9, section: 0)])
        }
        #expect(view.raisedExceptions.isEmpty)
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        #expect(throws: DiffableSnapshotError.noSections) { try snapshot.throwing.appendItems(["fig"]) }
    }

    @Test("a snapshot change UIKit raises for leaves the snapshot as it was")
    func snapshotRaises() throws {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit"])
        snapshot.appendItems(["apple"])
        let before = snapshot
        let raised = expectUIKitException { snapshot.insertItems(["fig"], beforeItem: "pear") }
        let exception = try #require(raised)
        #expect(exception.error as? DiffableSnapshotError == .unknownItemIdentifier("\"pear\"", operation: "insertItems(_:beforeItem:)"))
        #expect(snapshot == before)
        #expect(expectUIKitException { _ = snapshot.numberOfItems(inSection: "bread") } != nil)
    }

    @Test("without a handler a raise prints iOS's crash text and stops the process, as the app would")
    func uncaughtExceptionTerminates() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // The exit test's body runs in a child process, off the suite's actor.
            await MainActor.run {
                let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
                let dataSource = SectionCountsDataSource([3])
                view.dataSource = dataSource
                view.deleteItems(at: [IndexPath(item: 9, section: 0)])
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("""
            *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', \
            reason: 'Invalid batch updates detected:
            """))
        #expect(text.contains("*** raised by the call at CollectionViewSimulatorTestingTests/ExpectUIKitExceptionTests.swift:"))
    }
}

/// The trait: a raise records an issue at its call site and the test goes on.
@Suite("uikitExceptionsAsIssues", .uikitExceptionsAsIssues)
@MainActor
struct UIKitExceptionsAsIssuesTraitTests {
    @Test("a raise under the trait is an issue with UIKit's text at the raising call's line")
    func raiseRecordsAnIssueAtTheCall() {
        let (view, _) = ExpectUIKitExceptionTests.view()
        let line = #line + 2
        withKnownIssue {
            view.moveSection(4, toSection: 0)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.description.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException'")
        }
        #expect(view.raisedExceptions.count == 1 && view.numberOfSections == 1)
    }
}
