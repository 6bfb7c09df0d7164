import Foundation
import TimelineOutput

/// `batchsim fuzz`: seeded random steps on every sample layout, the fuzzer's properties checked
/// after each; a failing case is shrunk and written out as a scenario `batchsim check` replays.
///
/// The cases run in a child process of the same executable (`--in-process` turns that off), so
/// that a trap — which Swift cannot catch — ends only the child: the parent reports it with its
/// layout and seed, and goes on with the next seed in a new child (``FuzzChildren``).
@MainActor enum FuzzCommand {
    static let usage = """
        Usage: batchsim fuzz [--mode MODE] [--seeds N] [--first-seed S] [--steps N] [--layouts NAME,…] [--vary-view] [--output DIR]
               batchsim fuzz --replay SCENARIO

        Runs seeded random sequences of steps on sample layouts: valid and invalid batches of all eight
        operations (several sections, empty ones, deleting everything, some recorded by nested
        performBatchUpdates calls), data reloads, scrolls and flings, bounds
        changes, animated and interactive layout transitions, reorders (drags), some interrupting the
        previous step at a random instant. After every step it checks: no NaN or infinite value at any sampled instant; an
        invalid step changes nothing (counts, offset, layout, views on screen, running animations);
        views end at the layout's attributes; no view for an element the data source lacks; one view
        per element; no jump between consecutive animations; identifiers follow the batch's mapping.
        A failing case is shrunk (fewer steps, operations, sections and items, a plainer view, rounder numbers) and
        printed, or written to DIR, as a scenario that `batchsim run` and `check` replay; its summary
        names the seed. The cases run in a child process, so that a trap is reported with its seed.
        Exits 1 on any finding.

        Options:
          --mode MODE        Which steps to draw (default layouts): layouts (the mix above, on every classic
                             sample layout); diffable (mostly `apply` of random new data, and
                             snapshots built by calls, a few of which UIKit raises for, on flow,
                             compositional and list); compositional (the mix above on compositional and
                             list, transitions between them); reorder (mostly drags and interactive
                             transitions, ended or cancelled, interrupted by batches and data reloads);
                             mixed (any of them, on every layout).
          --seeds N          How many seeds per layout (default \(defaultSeeds)).
          --first-seed S     The first seed (default 0); seeds S, S+1, … run.
          --steps N          Steps per seed (default \(defaultSteps)).
          --layouts NAMES    Comma-separated sample layouts (default the mode's; for layouts all of
                             \(LayoutFuzzer.sampleLayoutNames.joined(separator: ", ")); list too).
          --vary-view        Draw each case's view setup from its seed: left to right or right to left,
                             with or without a notched phone's content insets, screen scale 0 to 3, UIKit's
                             default behaviours or the others a scenario can select. Without it every case
                             runs left to right, without insets, at 2×, with the defaults.
          --output DIR       Write each shrunk case to DIR/fuzz-[MODE-][varied-]LAYOUT-SEED/scenario.json instead of printing it.
          --in-process       Run every case in this process (a trap then ends the whole run).
          --replay SCENARIO  Run a scenario (a folder with a scenario.json, or the file) on its own layout
                             with the fuzzer's checks, and report the first that fails.
          -h, --help         Show this help.

        Example:
          batchsim fuzz --seeds 200 --steps 60 --layouts flow,circle --output /tmp/findings
        """

    nonisolated static let defaultSeeds = 20
    nonisolated static let defaultSteps = 40
    /// The flag a parent passes to its children: run in process, and mark each case's start.
    nonisolated static let childFlag = "--child"

    static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        BatchSimCommandLine.command(arguments, usage: usage, stdout: stdout, stderr: stderr, parse: Request.init) { request in
            run(request, stdout: stdout, stderr: stderr)
        }
    }

    /// Runs the request.
    @MainActor private static func run(_ request: Request, stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        if let path = request.replay { return replay(path, stdout: stdout, stderr: stderr) }
        let clock = ContinuousClock(), start = clock.now
        var findings = 0
        if !request.isChild, !request.inProcess, let executable = childExecutable {
            findings = fuzzInChildren(executable, request, stdout: stdout, stderr: stderr)
        } else {
            for name in request.layouts { findings += fuzz(name, seeds: request.seeds, request, stdout: stdout) }
        }
        guard !request.isChild else { return findings == 0 ? .success : .failure }
        let cases = request.layouts.count * request.seeds.count
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        stdout.line("fuzz: \(request.layouts.count) layouts × \(request.seeds.count) seeds × \(request.steps) steps: "
                    + "\(cases) cases, \(findings) finding\(findings == 1 ? "" : "s") (\(String(format: "%.1f", seconds)) s)")
        return findings == 0 ? .success : .failure
    }

    /// Runs `seeds` on one layout here; the number of findings.
    @MainActor private static func fuzz(_ name: String, seeds: Range<UInt64>, _ request: Request, stdout: any TextOutput) -> Int {
        guard var fuzzer = LayoutFuzzer(sampleLayout: name) else { return 0 }
        fuzzer.mode = request.mode
        fuzzer.variesView = request.variesView
        var findings = 0
        for seed in seeds {
            if request.isChild { stdout.line(FuzzChildren.markerLine(layout: name, seed: seed)) }
            guard let finding = fuzzer.run(seed: seed, steps: request.steps) else { continue }
            findings += 1
            report(finding, request, stdout: stdout)
        }
        return findings
    }

    /// Runs a scenario file with the fuzzer's checks.
    @MainActor private static func replay(_ path: String, stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        var url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            url.appendPathComponent("scenario.json")
        }
        let scenario: Scenario
        do {
            scenario = try Scenario.load(contentsOf: url)
        } catch {
            stderr.line("Error: \(error)")
            return .failure
        }
        guard let fuzzer = LayoutFuzzer(sampleLayout: "flow") else { return .failure }
        guard let violation = fuzzer.replay(scenario) else {
            stdout.line("PASS \(scenario.name): every property holds over \(scenario.steps.count) steps")
            return .success
        }
        stdout.line("FAIL \(scenario.name): \(violation)")
        return .failure
    }

    private static func report(_ finding: FuzzFinding, _ request: Request, stdout: any TextOutput) {
        stdout.line("FAIL \(finding)")
        let json = finding.shrunk.scenarioJSON
        guard let directory = request.output else {
            stdout.write(json)
            return
        }
        // A scenario is a folder with a scenario.json: `batchsim check FOLDER` replays it, and
        // `batchsim check --scenarios DIR` every finding.
        let name = folderName(mode: request.mode, variesView: request.variesView, layout: finding.shrunk.layoutName, seed: finding.seed)
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(name)
        let url = folder.appendingPathComponent("scenario.json")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try CommandOutput.replaceFile(at: url, with: json)
            stdout.line("  wrote \(url.path); replay it with: batchsim fuzz --replay \(folder.path)")
        } catch {
            stdout.line("  cannot write \(url.path): \(error.localizedDescription)")
            stdout.write(json)
        }
    }

    /// The folder a finding is written to: `fuzz-[MODE-][varied-]LAYOUT-SEED`, the mode left out for
    /// the default one, so that findings of one seed in different modes or view setups do not meet.
    static func folderName(mode: FuzzMode, variesView: Bool, layout: String, seed: UInt64) -> String {
        let mode = mode == .layouts ? "" : "\(mode.rawValue)-"
        return "fuzz-\(mode)\(variesView ? "varied-" : "")\(layout)-\(seed)"
    }

    /// This executable, when it is `batchsim` (a test runner calling the command runs in process).
    private static var childExecutable: URL? {
        guard let url = Bundle.main.executableURL, url.lastPathComponent == "batchsim" else { return nil }
        return url
    }

    /// Runs every layout's seeds in child processes of `executable` (``FuzzChildren``); the number of findings.
    private static func fuzzInChildren(_ executable: URL, _ request: Request, stdout: any TextOutput, stderr: any TextOutput) -> Int {
        // The cases a child runs, and the one a trap's rerun command runs alone, named alike.
        func cases(_ work: FuzzChildren.Work) -> [String] {
            ["--layouts", work.layouts.joined(separator: ","), "--first-seed", String(work.seeds.lowerBound),
             "--seeds", String(work.seeds.count), "--steps", String(request.steps), "--mode", request.mode.rawValue]
                + (request.variesView ? ["--vary-view"] : [])
        }
        let rerun = { (layout: String, seed: UInt64) in
            (["batchsim", "fuzz", "--in-process"] + cases(FuzzChildren.Work(layouts: [layout], seeds: seed..<seed + 1))).joined(separator: " ")
        }
        let work = FuzzChildren.Work(layouts: request.layouts, seeds: request.seeds)
        return FuzzChildren.run(work, stdout: stdout, stderr: stderr, rerun: rerun) { work in
            var arguments = ["fuzz", childFlag] + cases(work)
            if let output = request.output { arguments += ["--output", output] }
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
            let pipe = Pipe()
            process.standardOutput = pipe
            do {
                try process.run()
            } catch {
                throw ChildStartError(path: executable.path, reason: error.localizedDescription)
            }
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return FuzzChildren.Outcome(output: output, signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
        }
    }

    /// Why a child process did not start, with the executable's path.
    private struct ChildStartError: LocalizedError {
        let path: String
        let reason: String
        var errorDescription: String? { "\(path): \(reason)" }
    }

    private struct Request {
        var seeds: Range<UInt64>
        var steps: Int
        var layouts: [String]
        var mode: FuzzMode
        var output: String?
        var variesView: Bool
        var inProcess: Bool
        var isChild: Bool
        var replay: String?

        init(_ arguments: [String]) throws(ArgumentScanner.UsageError) {
            let scanner = try ArgumentScanner(arguments, valued: ["--seeds", "--first-seed", "--steps", "--layouts", "--output", "--replay", "--mode"],
                                              flags: ["--in-process", "--vary-view", FuzzCommand.childFlag])
            if let extra = scanner.positional.first { throw ArgumentScanner.UsageError(message: "unexpected argument '\(extra)'") }
            let count = UInt64(try scanner.count("--seeds", default: FuzzCommand.defaultSeeds))
            let firstText = scanner.options["--first-seed"] ?? "0"
            guard let first = UInt64(firstText), first <= UInt64.max - count else {
                throw ArgumentScanner.UsageError(message: "--first-seed takes a whole number from 0 to \(UInt64.max - count), not '\(firstText)'")
            }
            seeds = first..<(first + count)
            steps = try scanner.count("--steps", default: FuzzCommand.defaultSteps)
            let modeText = scanner.options["--mode"] ?? FuzzMode.layouts.rawValue
            guard let mode = FuzzMode(rawValue: modeText) else {
                throw ArgumentScanner.UsageError(message: "unknown mode '\(modeText)' in --mode; the modes are \(FuzzMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self.mode = mode
            layouts = scanner.options["--layouts"].map { $0.split(separator: ",").map(String.init) } ?? mode.defaultLayoutNames
            for layout in layouts where LayoutFuzzer(sampleLayout: layout) == nil {
                throw ArgumentScanner.UsageError(message: "unknown layout '\(layout)' in --layouts; the sample layouts are \(LayoutFuzzer.sampleLayoutNames.joined(separator: ", "))")
            }
            if layouts.isEmpty { throw ArgumentScanner.UsageError(message: "--layouts names no layout") }
            var named = Set<String>()
            for layout in layouts where !named.insert(layout).inserted {
                throw ArgumentScanner.UsageError(message: "--layouts names '\(layout)' twice")
            }
            output = scanner.options["--output"]
            variesView = scanner.flags.contains("--vary-view")
            inProcess = scanner.flags.contains("--in-process")
            isChild = scanner.flags.contains(FuzzCommand.childFlag)
            replay = scanner.options["--replay"]
        }
    }
}
