import BatchUpdates
import Foundation

/// The scenarios a command works on: those named on its command line (by name in the scenarios
/// folder, by folder or by the path of any scenario file), or every scenario in the folder when none is
/// named and the command allows it. The folder is `--scenarios DIR`, or `Scenarios/` in the
/// current directory or the nearest parent that has one.
struct ScenarioSelection {
    let catalog: ScenarioCatalog?
    let entries: [ScenarioCatalog.Entry]
    /// The current directory, to print paths relative to it.
    let directory: URL

    init(_ scan: ArgumentScanner, allowsAll: Bool) throws(ArgumentScanner.UsageError) {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        self.directory = directory
        let folder = scan.options["--scenarios"].map { URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL }
            ?? ScenarioCatalog.locate(from: directory)
        var isFolder: ObjCBool = false
        if let given = scan.options["--scenarios"], let folder {
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
                throw .init(message: "--scenarios: no folder '\(given)'")
            }
            guard isFolder.boolValue else { throw .init(message: "--scenarios: '\(given)' is a file, not a folder") }
        }
        let catalog = folder.map(ScenarioCatalog.init)
        self.catalog = catalog
        if scan.positional.isEmpty {
            guard allowsAll else { throw .init(message: "name a scenario: its name in Scenarios/, its folder or any scenario file") }
            guard let catalog else {
                throw .init(message: "no Scenarios folder here or in a parent folder; give one with --scenarios DIR")
            }
            guard !catalog.entries.isEmpty else {
                let name = scan.options["--scenarios"] ?? displayPathOf(catalog.folder, in: directory)
                throw .init(message: "--scenarios: no scenarios in '\(name)' (a scenario is a folder with a scenario.json)")
            }
            entries = catalog.entries
            return
        }
        var entries: [ScenarioCatalog.Entry] = []
        for argument in scan.positional {
            guard let entry = catalog?.entry(named: argument) ?? ScenarioCatalog(folder: directory).entry(named: argument) else {
                throw .init(message: Self.missing(argument, catalog: catalog, directory: directory))
            }
            entries.append(entry)
        }
        self.entries = entries
    }

    /// Why `argument` names no scenario, with the nearest name that does: for a path (it has a
    /// `/` or ends in `.json`), "no such file", or a folder without a `scenario.json`, and the
    /// closest `.json` file or scenario folder beside it; for a name, the closest scenario name.
    static func missing(_ argument: String, catalog: ScenarioCatalog?, directory: URL) -> String {
        guard argument.contains("/") || argument.hasSuffix(".json") else {
            let close = catalog.flatMap { Spelling.closest(to: argument, in: $0.entries.map(\.name)) }
            return "no scenario '\(argument)'" + (close.map { "; did you mean '\($0)'?" } ?? "")
        }
        let url = URL(fileURLWithPath: argument, relativeTo: directory).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
            let trimmed = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            return "'\(argument)' is a folder without a \(ScenarioCatalog.fileName)"
                + (files.first.map { "; did you mean '\(trimmed)/\($0)'?" } ?? "")
        }
        let parent = url.deletingLastPathComponent()
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let close = Spelling.closest(to: url.lastPathComponent, in: siblings.filter { $0.hasSuffix(".json") || !$0.contains(".") })
        let prefix = argument.contains("/") ? String(argument[..<(argument.lastIndex(of: "/") ?? argument.startIndex)]) + "/" : ""
        return "no such file '\(argument)'" + (close.map { "; did you mean '\(prefix)\($0)'?" } ?? "")
    }

    /// Loads and runs a scenario; the error names its file relative to the current directory.
    @MainActor func run(_ entry: ScenarioCatalog.Entry) -> Result<ScenarioRun, ScenarioError> {
        load(entry).map { ScenarioRun($0.scenario, file: $0.file) }
    }

    /// Loads a scenario, with its file relative to the current directory for the errors of its
    /// run; the error names that file.
    func load(_ entry: ScenarioCatalog.Entry) -> Result<(scenario: Scenario, file: String), ScenarioError> {
        let path = displayPath(entry.file)
        guard let text = try? String(contentsOf: entry.file, encoding: .utf8) else {
            return .failure(ScenarioError(file: path, path: .root, location: nil, message: "cannot read the file as UTF-8 text"))
        }
        do {
            return .success((try Scenario(decoding: text, file: path), path))
        } catch {
            return .failure(error)
        }
    }

    /// `url`'s path relative to the current directory when it is inside it.
    func displayPath(_ url: URL) -> String {
        displayPathOf(url, in: directory)
    }
}

/// `url`'s path relative to `directory` when it is inside it.
private func displayPathOf(_ url: URL, in directory: URL) -> String {
    let prefix = directory.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}
