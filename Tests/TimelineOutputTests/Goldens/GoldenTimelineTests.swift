import CollectionViewSimulator
import Foundation
import TestSupport
import Testing
@testable import TimelineOutput

/// Recording and comparing golden timelines in a scratch folder, with the environment given
/// explicitly, so that no test depends on how `swift test` was started.
@Suite("Golden timelines")
@MainActor
struct GoldenTimelineTests {
    /// Removed, with the goldens and pictures the test wrote in it, when the test ends.
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }
    var golden: GoldenTimeline { GoldenTimeline(folder: folder, name: "deleteFadesOut") }

    /// Verifies with `environment`, whose pictures of a difference go to the test's folder unless
    /// it names another (else they would go to the system's temporary folder, and stay there).
    func verify(_ steps: [UpdateAnimation], mode: GoldenRecordMode? = nil, environment: [String: String] = [:]) -> GoldenTimeline.Verdict {
        let environment = [GoldenComparisonPage.artifactsVariable: folder.appendingPathComponent("artifacts").path].merging(environment) { $1 }
        return golden.verify(steps, mode: mode, environment: environment, tolerance: 0.001, rerun: "swift test --filter deleteFadesOut")
    }

    func deletion(alpha: CGFloat = 0) throws -> [UpdateAnimation] {
        [try ListFixture(disappearingAlpha: alpha).delete(1)]
    }

    var filesExist: Bool {
        FileManager.default.fileExists(atPath: golden.jsonFile.path) && FileManager.default.fileExists(atPath: golden.textFile.path)
    }

    @Test func aMissingGoldenIsRecordedAndFailsThenPasses() throws {
        let first = verify(try deletion())
        #expect(first.recorded && filesExist)
        #expect(first.failure?.contains("No golden timeline at") == true)
        #expect(first.failure?.contains("Recorded it now") == true)
        #expect(verify(try deletion()).failure == nil)
    }

    @Test func theJSONFormReadsBackEqual() throws {
        let steps = try deletion()
        try golden.write(steps)
        #expect(try golden.read() == TimelineDocument(recorded: steps, name: "deleteFadesOut"))
        let text = try String(contentsOf: golden.textFile, encoding: .utf8)
        #expect(text.hasPrefix("step 0\n0.25 s, "))
        #expect(text.contains("cell 0-1 (before)  deleted"))
    }

    @Test func aGoldenOfVersion1TheBareArrayOfAnimationsStillPassesAndNamesADifference() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try TimelineRendering.jsonEncoder.encode(try deletion()).write(to: golden.jsonFile)
        #expect(verify(try deletion(), mode: .never).failure == nil)
        #expect(verify(try deletion(alpha: 0.5), mode: .never).difference?.description
                == "step 0, cell 0-1 (before), alpha at 0.25 s: expected 0, actual 0.5")
        #expect(try String(contentsOf: golden.jsonFile, encoding: .utf8).hasPrefix("["), "a passing old golden is left as it is")
    }

    @Test func aChangedLayoutFailsNamingTheFirstDifference() throws {
        _ = verify(try deletion())
        let verdict = verify(try deletion(alpha: 0.5))
        #expect(verdict.difference == TimelineDifference(step: 0, element: "cell 0-1 (before)", property: "alpha", time: 0.25,
                                                         moment: .end, expected: "0", actual: "0.5"))
        let failure = try #require(verdict.failure)
        #expect(failure.contains("step 0, cell 0-1 (before), alpha at 0.25 s: expected 0, actual 0.5"))
        #expect(failure.contains("BATCHSIM_RECORD=failed swift test --filter deleteFadesOut"))
        #expect(!verdict.recorded)
        #expect(try golden.read() == TimelineDocument(recorded: try deletion(), name: "deleteFadesOut"),
                "the default mode records only missing goldens")
    }

    @Test func aDifferenceWritesPicturesOfBothRunsAndTheComparisonOutsideTheTestsFolderPerPackageAndTestFile() throws {
        _ = verify(try deletion())
        let artifacts = folder.appendingPathComponent("artifacts")
        let failure = try #require(verify(try deletion(alpha: 0.5), environment: ["BATCHSIM_ARTIFACTS": artifacts.path]).failure)
        let pictures = artifacts.appendingPathComponent("tests/\(folder.lastPathComponent)", isDirectory: true)
        let run = pictures.appendingPathComponent("deleteFadesOut.run.html")
        #expect(failure.contains("pictures: \(pictures.appendingPathComponent("deleteFadesOut.golden.html").path) (golden), \(run.path) (this run)"))
        #expect(try String(contentsOf: run, encoding: .utf8).contains("<title>deleteFadesOut (this run)</title>"))
        let comparison = pictures.appendingPathComponent("deleteFadesOut.compare.html")
        #expect(failure.contains("\n  In all: cell 0-1 (before) differs; 1 property.\n"), "\(failure)")
        #expect(failure.contains("compare: \(comparison.path)#step=0&t=0.250&view="), "\(failure)")
        #expect(try String(contentsOf: comparison, encoding: .utf8).contains("data.ghosts = "))
    }

    @Test func recordModeFailedRewritesADifferentGolden() throws {
        _ = verify(try deletion())
        let verdict = verify(try deletion(alpha: 0.5), mode: .failed)
        #expect(verdict.recorded && verdict.failure?.contains("Recorded it now") == true)
        #expect(verify(try deletion(alpha: 0.5)).failure == nil)
    }

    @Test func recordModeAllRewritesAnEqualGoldenAndFails() throws {
        _ = verify(try deletion())
        let verdict = verify(try deletion(), mode: .all)
        #expect(verdict.recorded && verdict.failure != nil)
    }

    @Test func anUnreadableGoldenFailsNamingItAndIsRewrittenByTheModesThatRewrite() throws {
        _ = verify(try deletion())
        try "{\"an older format\": true}".write(to: golden.jsonFile, atomically: true, encoding: .utf8)
        let failure = try #require(verify(try deletion()).failure)
        #expect(failure.contains("cannot read the golden file \(golden.jsonFile.path)"))
        #expect(failure.contains("To re-record"))
        #expect(!verify(try deletion(), mode: .never).recorded)
        for mode in [GoldenRecordMode.all, .failed] {
            try "[]x".write(to: golden.jsonFile, atomically: true, encoding: .utf8)
            #expect(verify(try deletion(), mode: mode).recorded, "mode \(mode)")
            #expect(try golden.read() == TimelineDocument(recorded: try deletion(), name: "deleteFadesOut"))
        }
    }

    @Test func recordModeNeverFailsWithoutWriting() throws {
        let verdict = verify(try deletion(), mode: .never)
        #expect(!verdict.recorded && !filesExist)
        #expect(verdict.failure?.contains("To re-record") == true)
    }

    @Test(arguments: [nil, GoldenRecordMode.missing, .all, .failed])
    func ciNeverRecords(mode: GoldenRecordMode?) throws {
        let verdict = verify(try deletion(), mode: mode, environment: ["CI": "true", "BATCHSIM_RECORD": "all"])
        #expect(!verdict.recorded && !filesExist)
        #expect(verdict.failure?.contains("CI is set") == true)
    }

    @Test func theEnvironmentVariableChoosesTheModeAndACallOverridesIt() throws {
        _ = verify(try deletion())
        #expect(verify(try deletion(alpha: 0.5), environment: ["BATCHSIM_RECORD": "failed"]).recorded)
        #expect(!verify(try deletion(), mode: .never, environment: ["BATCHSIM_RECORD": "failed"]).recorded)
    }

    @Test func anUnknownModeInTheEnvironmentIsNamed() throws {
        let verdict = verify(try deletion(), environment: ["BATCHSIM_RECORD": "yes"])
        #expect(verdict.failure == "BATCHSIM_RECORD=yes names no record mode; use missing, all, failed, never")
        #expect(!filesExist)
    }

    @Test func aSequenceNamesTheStepThatDiffers() throws {
        func run(alpha: CGFloat) throws -> [UpdateAnimation] {
            let list = ListFixture(count: 6, disappearingAlpha: alpha)
            let insert = try list.insert(0)
            list.view.finishAnimations()
            return [insert, try list.delete(3)]
        }
        _ = verify(try run(alpha: 0))
        let difference = try #require(verify(try run(alpha: 0.5)).difference)
        #expect(difference.step == 1 && difference.element == "cell 0-3 (before)" && difference.property == "alpha")
    }

    @Test func testNamesBecomeFileNames() {
        #expect(GoldenTimeline.fileName("deleteFadesOut()") == "deleteFadesOut")
        #expect(GoldenTimeline.fileName("moves(count:)") == "moves_count")
        let files = GoldenTimeline(testFilePath: "/p/Tests/X/InsertTests.swift", testName: "testInsert()", named: "end")
        #expect(files.jsonFile.path == "/p/Tests/X/InsertTests/testInsert-end.timeline.json")
        #expect(files.textFile.path == "/p/Tests/X/InsertTests/testInsert-end.timeline.txt")
    }

    @Test func goldensOfOnePackageAndTestFileShareAnArtifactsFolderNamedAfterThem() throws {
        let package = folder.appendingPathComponent("MyPackage")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Tests/MyTests"), withIntermediateDirectories: true)
        try "".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let golden = GoldenTimeline(testFilePath: package.appendingPathComponent("Tests/MyTests/InsertTests.swift").path, testName: "fades()", named: nil)
        #expect(golden.artifactsSubfolder == "MyPackage/InsertTests")
    }
}
