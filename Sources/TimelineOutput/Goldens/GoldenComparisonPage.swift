import CollectionViewSimulator
import Foundation

/// A golden and a run on one page, to study a golden failure: the run plays in the HTML player
/// with the golden's views drawn over it as dashed outlines, and a list of every difference, each
/// a link to the step, instant and view where it shows. With no address the page opens at the
/// first difference.
package enum GoldenComparisonPage {
    /// The page.
    ///
    /// - Parameters:
    ///   - run: The run.
    ///   - golden: The golden run it was compared with.
    ///   - differences: Every difference, first first (``TimelineDocument/differences(to:tolerance:)``).
    /// - Returns: The HTML text of one self-contained page.
    package static func render(_ run: RecordedRun, golden: RecordedRun, differences: [TimelineDifference]) -> String {
        let sampled = SampledRun(run), goldenSampled = SampledRun(golden)
        let ghosts = sampled.stages.map { stage in
            goldenSampled.stages.first { $0.step == stage.step && $0.stage == stage.stage }.map(HTMLPlayerRenderer.entry) ?? "null"
        }
        let initial = differences.first.map { fragment($0, in: sampled) } ?? ""
        let items = differences.prefix(maximumListed).map { difference in
            "<li><a href=\"#\(SVGText.escaped(fragment(difference, in: sampled)))\">\(SVGText.escaped(difference.description))</a></li>"
        }
        let more = differences.count > maximumListed ? "<li>… and \(differences.count - maximumListed) more</li>" : ""
        let body = """
            <section id="differences"><h2>\(SVGText.escaped(census(differences)))</h2>
            <p class="hint">Dashed outlines are the golden's views; filled rectangles are this run's. Each line opens its moment.</p>
            <ol>
            \(items.joined(separator: "\n"))\(more)
            </ol></section>

            """
        return HTMLPlayerRenderer.page(sampled, extraData: "data.ghosts = [\(ghosts.joined(separator: ",\n"))];\ndata.initial = \(JSONOutput.quoted(initial));",
                                       extraBody: body)
    }

    /// Writes the page to `file`, creating its folder.
    ///
    /// - Parameters:
    ///   - run: The run.
    ///   - golden: The golden run it was compared with.
    ///   - differences: Every difference, first first.
    ///   - file: Where to write the page.
    /// - Returns: The page's address opened at the first difference: `path#step=1&t=0.250&view=3`.
    /// - Throws: The file system's error when the folder or the page cannot be written.
    package static func write(_ run: RecordedRun, golden: RecordedRun, differences: [TimelineDifference], to file: URL) throws -> String {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try render(run, golden: golden, differences: differences).write(to: file, atomically: true, encoding: .utf8)
        return file.path + (differences.first.map { "#" + fragment($0, in: SampledRun(run)) } ?? "")
    }

    /// The failure message's lines about the page, each starting with a newline and indented:
    /// `In all: cell 0-0 and 5 more elements differ; 12 properties.` and, when the page was
    /// written, `compare: path#step=…&t=…&view=…` with what it shows.
    package static func report(_ differences: [TimelineDifference], address: String?) -> String {
        "\n  In all: \(census(differences))."
            + (address.map { "\n  compare: \($0) (the golden's views outlined over this run, every difference listed)" } ?? "")
    }

    /// The folder where the pages of failing goldens go: `$BATCHSIM_ARTIFACTS` when set, else
    /// `batchsim-goldens` in the temporary folder, never beside the goldens.
    package static func artifactsFolder(environment: [String: String]) -> URL {
        environment[artifactsVariable].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("batchsim-goldens")
    }

    /// The environment variable naming the folder where the pages of failing goldens are written.
    package static let artifactsVariable = "BATCHSIM_ARTIFACTS"

    /// How many differences the page lists.
    static let maximumListed = 500

    /// `cell 0-0 and 5 more elements differ; 12 properties`: the first differing element, how many
    /// others differ (a view in two steps counts twice), and how many differences there are in all.
    package static func census(_ differences: [TimelineDifference]) -> String {
        var elements: [String] = [], seen: Set<String> = []
        for difference in differences {
            guard let element = difference.element else { continue }
            if seen.insert("\(difference.step ?? -1) \(element)").inserted { elements.append(element) }
        }
        let properties = "\(differences.count) \(differences.count == 1 ? "property" : "properties")"
        guard let first = elements.first else { return differences.isEmpty ? "no differences" : "\(properties) differ" }
        let others = elements.count - 1
        let who = others == 0 ? "\(first) differs" : "\(first) and \(others) more element\(others == 1 ? "" : "s") differ"
        return "\(who); \(properties)"
    }

    /// `step=1&t=0.250&view=3`: where `difference` shows in the run's player.
    static func fragment(_ difference: TimelineDifference, in run: SampledRun) -> String {
        let step = difference.step ?? run.stages.first?.step ?? 0
        let stage = run.stages.first { $0.step == step }
        let view = difference.element.flatMap { element in stage?.views.firstIndex { $0.name == element } }
        return "step=\(step)&t=\(FixedDecimal.format(difference.time ?? 0))" + (view.map { "&view=\($0)" } ?? "")
    }
}
