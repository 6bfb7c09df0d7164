@testable import CollectionViewSimulator
import Testing
import TestSupport

@Suite("A record log")
struct RecordLogTests {
    /// What readers of a log should see, written out directly: the newest `limit` entries, and at
    /// a checkpoint a copy of them to go back to.
    private struct Model {
        var entries: [Int] = []
        var limit: Int?
        var checkpoints: [(entries: [Int], limit: Int?)] = []

        mutating func append(_ entry: Int) {
            entries.append(entry)
            if let limit, entries.count > limit { entries.removeFirst() }
        }

        mutating func setLimit(_ newLimit: Int?) {
            limit = newLimit
            if let newLimit, entries.count > newLimit { entries = Array(entries.suffix(newLimit)) }
        }
    }

    /// Random appends, limits, removals and nested checkpoints, each closed or rolled back to:
    /// after every step the log shows what the model does, and outside checkpoints it stores at
    /// most twice what it shows. `BATCHSIM_REUSE_RUNS` raises the number of seeds; a failure
    /// names its seed and step.
    @Test("shows the newest entries up to its limit, and a rollback puts back exactly what its checkpoint saw")
    func matchesTheModel() {
        let runs = RandomRuns.reuseRuns.count(default: 40)
        for seed in 0..<UInt64(runs) {
            var random = SeededGenerator(seed: seed)
            let firstLimit: Int? = random.next(in: 0...3) == 0 ? nil : random.next(in: 0...6)
            var log = RecordLog<Int>(limit: firstLimit)
            var model = Model(limit: firstLimit)
            var open: [RecordLog<Int>.Checkpoint] = []
            for step in 0..<300 {
                switch random.next(in: 0...9) {
                case 0...4:
                    log.append(step)
                    model.append(step)
                case 5:
                    let newLimit: Int? = random.next(in: 0...4) == 0 ? nil : random.next(in: 0...8)
                    log.limit = newLimit
                    model.setLimit(newLimit)
                case 6:
                    let keeping = random.next(in: 0...4)
                    log.removeAll(keepingLast: keeping)
                    model.entries = Array(model.entries.suffix(keeping))
                case 7 where open.count < 3:
                    open.append(log.openCheckpoint())
                    model.checkpoints.append((model.entries, model.limit))
                case 8 where !open.isEmpty:
                    log.close(open.removeLast())
                    model.checkpoints.removeLast()
                case 9 where !open.isEmpty:
                    log.rollBack(to: open.removeLast())
                    (model.entries, model.limit) = model.checkpoints.removeLast()
                default:
                    break
                }
                #expect(Array(log.entries) == model.entries, "seed \(seed), step \(step)")
                #expect(log.count == model.entries.count && log.last == model.entries.last && log.limit == model.limit,
                        "seed \(seed), step \(step)")
                // Forgotten entries are dropped in batches: memory stays within twice the log.
                #expect(!open.isEmpty || log.storedCount <= 2 * log.count, "seed \(seed), step \(step): \(log.storedCount) stored")
            }
        }
    }

    @Test("raising the limit brings back no entry it had forgotten")
    func raisingTheLimit() {
        var log = RecordLog<Int>(limit: 2)
        for entry in 0..<3 { log.append(entry) }
        log.limit = 10
        #expect(Array(log.entries) == [1, 2])
    }

    @Test("a rollback takes back the entries, the removals and the limit of the checkpoint's time, nested")
    func nestedRollback() {
        var log = RecordLog<Int>(limit: 3)
        for entry in 0..<3 { log.append(entry) }
        let outer = log.openCheckpoint()
        log.append(3)
        let inner = log.openCheckpoint()
        log.limit = 1
        log.removeAll()
        log.append(4)
        #expect(Array(log.entries) == [4])
        log.rollBack(to: inner)
        #expect(Array(log.entries) == [1, 2, 3] && log.limit == 3)
        log.rollBack(to: outer)
        #expect(Array(log.entries) == [0, 1, 2])
        log.append(5)
        #expect(Array(log.entries) == [1, 2, 5])
    }
}
