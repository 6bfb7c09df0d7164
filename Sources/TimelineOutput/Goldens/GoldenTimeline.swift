import CollectionViewSimulator
import Foundation

/// The two golden files of one assertion and the rule that compares a run with them.
///
/// `<name>.timeline.json` is the lossless form, the one golden format of scenarios too (a
/// ``TimelineDocument`` of the animations, one step each, named `<name>`), and the one compared:
/// it is decoded and compared as values within a tolerance
/// (``TimelineDocument/differences(to:tolerance:)``). `<name>.timeline.txt` is the readable form
/// (the animations' descriptions) for reviewing a recording and reading a diff; it is rewritten
/// with the JSON file and never compared. A file of the first version (the bare array of the
/// animations) still reads, and compares equal to the same animations.
package struct GoldenTimeline: Sendable {
    /// The golden's name: the test's, plus `-<named>`.
    let name: String
    /// The lossless, compared file.
    let jsonFile: URL
    /// The readable file beside it.
    let textFile: URL

    init(folder: URL, name: String) {
        self.name = name
        jsonFile = folder.appendingPathComponent(name + ".timeline.json")
        textFile = folder.appendingPathComponent(name + ".timeline.txt")
    }

    /// The files of a test: in a folder beside the test's file named after it, named after the
    /// test, plus `-<named>` when one test has several goldens.
    ///
    /// `Tests/MyLayoutTests/InsertTests.swift`, test `insertFadesIn()`, gives
    /// `Tests/MyLayoutTests/InsertTests/insertFadesIn.timeline.json`.
    package init(testFilePath: String, testName: String, named: String?) {
        let file = URL(fileURLWithPath: testFilePath)
        let folder = file.deletingLastPathComponent().appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        self.init(folder: folder, name: Self.fileName(testName) + (named.map { "-" + Self.fileName($0) } ?? ""))
    }

    /// A test name as a file name: `insertFadesIn()` → `insertFadesIn`, `test(a:b:)` → `test_a_b`.
    package static func fileName(_ name: String) -> String {
        var text = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        text = String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" })
        while text.hasSuffix("_") { text.removeLast() }
        return text.isEmpty ? "golden" : text
    }

    /// What happened when a run was checked against the files.
    package struct Verdict: Sendable {
        /// The failure to report, or `nil` when the run matches.
        package let failure: String?
        /// Whether the files were written.
        package let recorded: Bool
        /// The first difference, when the golden existed and differs.
        package let difference: TimelineDifference?
    }

    /// Compares `steps` with the golden files and records them as `mode` says.
    ///
    /// - Parameters:
    ///   - steps: The run: one animation per step.
    ///   - mode: The call's record mode, or `nil` for the environment's (``GoldenRecordMode``).
    ///   - environment: The process environment (`BATCHSIM_RECORD`, `CI`).
    ///   - tolerance: How far numbers may differ.
    ///   - rerun: How to run this test alone, for the message (`swift test --filter insertFadesIn`).
    package func verify(_ steps: [UpdateAnimation], mode explicit: GoldenRecordMode?, environment: [String: String],
                tolerance: Double, rerun: String) -> Verdict {
        let mode: GoldenRecordMode, onCI: Bool
        do { (mode, onCI) = try GoldenRecordMode.resolve(explicit, environment: environment) } catch {
            return Verdict(failure: "\(error)", recorded: false, difference: nil)
        }
        let run = TimelineDocument(recorded: steps, name: name)
        if mode != .all, let data = try? Data(contentsOf: jsonFile), run.isWritten(in: data) {
            return Verdict(failure: nil, recorded: false, difference: nil)
        }
        let golden: TimelineDocument?
        do { golden = try read() } catch {
            // A golden that no longer reads (an older format, a bad merge) is rewritten by the modes
            // that rewrite a differing one, and otherwise named.
            return recordOrExplain(steps, mode: mode, onCI: onCI, allowed: mode == .all || mode == .failed,
                                   why: "\(error)", rerun: rerun, difference: nil)
        }
        guard let golden else {
            return recordOrExplain(steps, mode: mode, onCI: onCI, allowed: mode != .never,
                                   why: "No golden timeline at \(jsonFile.path).", rerun: rerun, difference: nil)
        }
        let differences = golden.differences(to: run, tolerance: TimelineTolerance(absolute: tolerance)), difference = differences.first
        if mode == .all {
            return recordOrExplain(steps, mode: mode, onCI: onCI, allowed: true,
                                   why: "Record mode \"all\" rewrites \(jsonFile.lastPathComponent).", rerun: rerun, difference: difference)
        }
        guard let difference else { return Verdict(failure: nil, recorded: false, difference: nil) }
        let pictures = writePictures(golden: golden, run: run, differences: differences, environment: environment)
        var why = "The animation differs from its golden timeline: \(difference)."
            + GoldenComparisonPage.report(differences, address: pictures?.comparison) + "\n  golden: \(jsonFile.path)"
        if let pictures {
            why += "\n  pictures: \(pictures.golden.path) (golden), \(pictures.run.path) (this run)"
        }
        return recordOrExplain(steps, mode: mode, onCI: onCI, allowed: mode == .failed, why: why, rerun: rerun, difference: difference)
    }

    /// Writes, to compare by eye, the golden comparison page (``GoldenComparisonPage``) and HTML
    /// players of the golden and of the run into `$BATCHSIM_ARTIFACTS` or the temporary folder
    /// (``GoldenComparisonPage/artifactsFolder(environment:)``, never beside the test), in a
    /// folder per package and test file
    /// (`batchsim-goldens/MyPackage/InsertTests/insertFadesIn.compare.html`) so that tests of the
    /// same name never overwrite each other's; `nil` if they cannot be written.
    ///
    /// - Returns: The comparison page's address, opened at the first difference, and the players.
    func writePictures(golden: TimelineDocument, run: TimelineDocument, differences: [TimelineDifference],
                       environment: [String: String]) -> (comparison: String, golden: URL, run: URL)? {
        let folder = GoldenComparisonPage.artifactsFolder(environment: environment).appendingPathComponent(artifactsSubfolder)
        let files = (golden: folder.appendingPathComponent(name + ".golden.html"), run: folder.appendingPathComponent(name + ".run.html"))
        var runRecord = RecordedRun(run), goldenRecord = RecordedRun(golden)
        runRecord.name = name + " (this run)"
        goldenRecord.name = name + " (golden)"
        do {
            let comparison = try GoldenComparisonPage.write(runRecord, golden: goldenRecord, differences: differences,
                                                            to: folder.appendingPathComponent(name + ".compare.html"))
            try HTMLPlayerRenderer.render(goldenRecord).write(to: files.golden, atomically: true, encoding: .utf8)
            try HTMLPlayerRenderer.render(runRecord).write(to: files.run, atomically: true, encoding: .utf8)
            return (comparison, files.golden, files.run)
        } catch {
            return nil
        }
    }

    /// `MyPackage/InsertTests`: the package that holds the golden (the nearest folder above it with
    /// a `Package.swift`, or `tests` when there is none) and the golden's folder, named after its
    /// test file.
    var artifactsSubfolder: String {
        let testFolder = jsonFile.deletingLastPathComponent()
        var folder = testFolder.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.lastPathComponent + "/" + testFolder.lastPathComponent
            }
            folder = folder.deletingLastPathComponent()
        }
        return "tests/" + testFolder.lastPathComponent
    }

    private func recordOrExplain(_ steps: [UpdateAnimation], mode: GoldenRecordMode, onCI: Bool, allowed: Bool, why: String,
                                 rerun: String, difference: TimelineDifference?) -> Verdict {
        guard allowed else {
            let how = onCI ? "Not recorded: CI is set, and CI never records."
                : "To re-record, run `\(GoldenRecordMode.environmentVariable)=failed \(rerun)` or pass `record: .failed`, then review \(textFile.lastPathComponent)."
            return Verdict(failure: why + "\n  " + how, recorded: false, difference: difference)
        }
        do { try write(steps) } catch {
            return Verdict(failure: why + "\n  \(error)", recorded: false, difference: difference)
        }
        return Verdict(failure: why + "\n  Recorded it now (record mode \"\(mode.rawValue)\"): review \(textFile.path), then run the test again.",
                       recorded: true, difference: difference)
    }

    /// The golden's document (of any version), or `nil` when there is no file.
    func read() throws -> TimelineDocument? {
        guard FileManager.default.fileExists(atPath: jsonFile.path) else { return nil }
        do {
            return try TimelineDocument(golden: Data(contentsOf: jsonFile), name: name)
        } catch {
            throw GoldenSetupError.unreadable(path: jsonFile.path, reason: "\(error)")
        }
    }

    /// Writes both files, creating their folder.
    func write(_ steps: [UpdateAnimation]) throws {
        do {
            try FileManager.default.createDirectory(at: jsonFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try TimelineDocument(recorded: steps, name: name).json.write(to: jsonFile, atomically: true, encoding: .utf8)
            try TimelineRendering.render(steps, as: .text).write(to: textFile, atomically: true, encoding: .utf8)
        } catch {
            throw GoldenSetupError.unwritable(path: jsonFile.path, reason: "\(error)")
        }
    }
}
