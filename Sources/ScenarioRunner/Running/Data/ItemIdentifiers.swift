/// One section's item identifiers, in order, held as runs: identifiers a scenario wrote, and
/// runs of generated ones kept as a range of the generator's numbers and the rule that names them.
/// A generated identifier becomes a string only when it is read, so that a section of
/// 10,000,000 counted items costs a few runs until something asks for its names.
///
/// Cutting, joining, inserting and removing work on runs, not items: `extracting(_:)` of
/// a 10,000,000-item section is as cheap as of a 10-item one. Two values are equal when they hold
/// the same identifiers in the same order, however their runs are cut.
struct ItemIdentifiers: RandomAccessCollection, Sendable, Equatable, CustomStringConvertible {
    /// A stretch of identifiers.
    enum Run: Sendable, Equatable {
        /// Identifiers as written.
        case named(ArraySlice<String>)
        /// The generator's identifiers number `range.lowerBound` to `range.upperBound - 1`.
        case generated(Range<Int>, GeneratedNames)

        var count: Int {
            switch self {
            case .named(let names): names.count
            case .generated(let range, _): range.count
            }
        }

        func identifier(at offset: Int) -> String {
            switch self {
            case .named(let names): names[names.startIndex + offset]
            case .generated(let range, let names): names.identifier(range.lowerBound + offset)
            }
        }

        func extracting(_ offsets: Range<Int>) -> Run {
            switch self {
            case .named(let names): .named(names[(names.startIndex + offsets.lowerBound)..<(names.startIndex + offsets.upperBound)])
            case .generated(let range, let names): .generated((range.lowerBound + offsets.lowerBound)..<(range.lowerBound + offsets.upperBound), names)
            }
        }
    }

    /// The runs, none of them empty.
    private(set) var runs: [Run] = []
    /// Where each run ends: the sum of the counts of the runs up to and including it.
    private var ends: [Int] = []

    /// No identifiers.
    init() {}

    /// `identifiers`, as written.
    init(_ identifiers: [String]) {
        append(.named(identifiers[...]))
    }

    /// A run of generated identifiers.
    init(generated range: Range<Int>, names: GeneratedNames) {
        append(.generated(range, names))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ends.last ?? 0 }

    subscript(position: Int) -> String {
        precondition(indices.contains(position), "item \(position) of \(count)")
        let run = runIndex(containing: position)
        return runs[run].identifier(at: position - start(ofRun: run))
    }

    /// The identifiers at `offsets`, as runs.
    func extracting(_ offsets: Range<Int>) -> ItemIdentifiers {
        precondition(offsets.lowerBound >= 0 && offsets.upperBound <= count, "items \(offsets) of \(count)")
        var result = ItemIdentifiers()
        guard !offsets.isEmpty else { return result }
        var run = runIndex(containing: offsets.lowerBound)
        while run < runs.count, start(ofRun: run) < offsets.upperBound {
            let start = start(ofRun: run)
            let lower = Swift.max(offsets.lowerBound, start) - start, upper = Swift.min(offsets.upperBound, ends[run]) - start
            result.append(runs[run].extracting(lower..<upper))
            run += 1
        }
        return result
    }

    /// Adds `other`'s identifiers after these.
    mutating func append(contentsOf other: ItemIdentifiers) {
        for run in other.runs { append(run) }
    }

    /// Adds one run after the others; a generated run that continues the last one joins it.
    mutating func append(_ run: Run) {
        guard run.count > 0 else { return }
        if case .generated(let range, let names) = run, case .generated(let last, let lastNames)? = runs.last,
           last.upperBound == range.lowerBound, names == lastNames {
            runs[runs.count - 1] = .generated(last.lowerBound..<range.upperBound, names)
            ends[ends.count - 1] += run.count
            return
        }
        runs.append(run)
        ends.append(endIndex + run.count)
    }

    /// Removes the identifier at `position` and returns it.
    @discardableResult
    mutating func remove(at position: Int) -> String {
        let identifier = self[position]
        var result = extracting(0..<position)
        result.append(contentsOf: extracting((position + 1)..<count))
        self = result
        return identifier
    }

    /// Puts `identifier` at `position`, before the identifier there now.
    mutating func insert(_ identifier: String, at position: Int) {
        var result = extracting(0..<position)
        result.append(.named([identifier]))
        result.append(contentsOf: extracting(position..<count))
        self = result
    }

    /// Every identifier, as strings.
    var strings: [String] { Array(self) }

    var description: String { strings.description }

    static func == (lhs: ItemIdentifiers, rhs: ItemIdentifiers) -> Bool {
        lhs.count == rhs.count && (lhs.runs == rhs.runs || lhs.elementsEqual(rhs))
    }

    private func start(ofRun run: Int) -> Int {
        run == 0 ? 0 : ends[run - 1]
    }

    /// The run that holds item `position`: the first whose end lies beyond it.
    private func runIndex(containing position: Int) -> Int {
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > position { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// The rule that names generated identifiers: the generator's identifier number `n` (from 0) is
/// `#k`, where `k` is the `n + 1`-th whole number from 1 whose `#k` the scenario does not use.
struct GeneratedNames: Sendable, Equatable {
    /// The numbers `k` of the scenario's own identifiers of the form `#k`, ascending.
    let reservedNumbers: [Int]

    /// The rule that avoids every identifier in `reserved`.
    init(avoiding reserved: Set<String>) {
        reservedNumbers = reserved.compactMap { name -> Int? in
            guard name.first == "#", let number = Int(name.dropFirst()), number > 0, "#\(number)" == name else { return nil }
            return number
        }.sorted()
    }

    /// The generator's identifier number `index`, from 0.
    func identifier(_ index: Int) -> String {
        var number = index + 1
        for reserved in reservedNumbers {
            guard reserved <= number else { break }
            number += 1
        }
        return "#\(number)"
    }
}

extension [ItemIdentifiers] {
    /// Each section's item count. A closure rather than `map(\.count)`: the optimiser keeps that
    /// key path (a collection requirement) and applies it at run time, section by section.
    var itemCounts: [Int] { map { $0.count } }
}
