import CollectionViewSimulator
import Foundation

/// A run as JSON for `timeline.json` and `batchsim run --format json`: the ``TimelineDocument``
/// written by `JSONEncoder` (keys sorted, full precision), which reads back equal.
///
/// Written a step at a time (``StepwiseRenderer``), in the bytes of the whole document encoded at
/// once: the document's keys up to its `steps` array (the document without steps, cut where its
/// empty array is), each step encoded alone and indented to its place in the array, then the
/// keys after it. (A test checks the bytes against the whole document for every scenario. Where
/// the encoder writes the empty array otherwise, the steps are kept and the document is written
/// whole at the end.)
package struct JSONTimelineRenderer: StepwiseRenderer {
    /// Whether steps are written by ``GoldenJSONWriter`` (comparisons) instead of `JSONEncoder`.
    private let forComparison: Bool
    /// What follows the steps: the end of the array and the keys after it; `nil` before
    /// ``begin(_:into:)`` or when the document could not be cut.
    private var closing: String?
    /// The number of steps written so far.
    private var stepsWritten = 0
    /// The run, with the steps so far, when the document could not be cut: written whole at the end.
    private var whole: RecordedRun?

    /// The empty `steps` array as the encoder writes it inside the document.
    private static let emptySteps = "\"steps\" : [\n\n  ]"

    /// A renderer whose bytes are `JSONEncoder`'s, for files.
    package init() {
        forComparison = false
    }

    /// A renderer for comparing a run with a golden `timeline.json` byte for byte as it runs: the
    /// same bytes when everything goes as it should, written by ``GoldenJSONWriter``, several
    /// times faster than `JSONEncoder`; any bytes that differ send the comparison to decoding the
    /// golden, as ``TimelineDocument/isWritten(in:)`` does.
    ///
    /// - Parameter forComparison: Whether the renderer writes for a comparison.
    package init(forComparison: Bool) {
        self.forComparison = forComparison
    }

    /// The run as JSON text.
    package static func render(_ run: RecordedRun) -> String {
        JSONTimelineRenderer().text(of: run)
    }

    package mutating func begin(_ run: RecordedRun, into output: any TextOutput) {
        var header = run
        header.steps = []
        let text = try? encoded(TimelineDocument(header), indent: 0)
        guard let text, let cut = text.range(of: Self.emptySteps) else {
            whole = header
            return
        }
        output.write(String(text[..<cut.lowerBound]) + "\"steps\" : [")
        closing = String(text[cut.upperBound...]) + "\n"
    }

    package mutating func write(_ step: RecordedRun.Step, into output: any TextOutput) {
        if whole != nil {
            whole?.steps.append(step)
            return
        }
        let text = (try? encoded(TimelineDocument.Step(step), indent: 4)) ?? "{}"
        output.write((stepsWritten == 0 ? "\n    " : ",\n    ") + text)
        stepsWritten += 1
    }

    package func end(into output: any TextOutput) {
        if let whole {
            let document = TimelineDocument(whole)
            output.write(forComparison ? ((try? encoded(document, indent: 0)).map { $0 + "\n" } ?? "{}\n") : document.json)
        } else if let closing {
            output.write((stepsWritten == 0 ? "\n\n  ]" : "\n  ]") + closing)
        }
    }

    /// `value`'s JSON at the indentation `indent` (its first line not indented), as the one
    /// encoder writes it (``TimelineDocument/encoded()``'s), or ``GoldenJSONWriter`` for comparisons.
    private func encoded<Value: Encodable>(_ value: Value, indent: Int) throws -> String {
        if forComparison { return String(decoding: try GoldenJSONWriter.bytes(value, indent: indent), as: UTF8.self) }
        let data = try TimelineRendering.jsonEncoder.encode(value)
        guard indent > 0 else { return String(decoding: data, as: UTF8.self) }
        // Every line after the first is indented further; the empty line inside an empty
        // container stays empty, as the encoder writes it at any depth.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count + data.count / 4)
        var previous: UInt8 = 0
        for byte in data {
            if previous == UInt8(ascii: "\n"), byte != UInt8(ascii: "\n") {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
