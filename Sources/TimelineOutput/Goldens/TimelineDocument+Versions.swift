import CollectionViewSimulator
import Foundation

extension TimelineDocument {
    /// The value of a document's `format` key.
    package static let formatName = "batchsim-timeline"

    /// The value of a document's `version` key. Version 2 added the `format` and `version` keys
    /// and made `assertGolden`'s files documents; version 1 (no keys) was a scenario's document,
    /// or for `assertGolden` the bare array of its animations.
    package static let currentVersion = 2

    private enum CodingKeys: String, CodingKey {
        case format, version, scenario, summary, view, steps
    }

    /// Reads a document of any version up to ``currentVersion``.
    ///
    /// - Throws: ``FormatError`` for another format or a newer version; `DecodingError` naming
    ///   where the JSON does not fit.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let format = try container.decodeIfPresent(String.self, forKey: .format), format != Self.formatName {
            throw FormatError.otherFormat(format)
        }
        if let version = try container.decodeIfPresent(Int.self, forKey: .version), !(1...Self.currentVersion).contains(version) {
            throw FormatError.unknownVersion(version)
        }
        scenario = try container.decode(String.self, forKey: .scenario)
        summary = try container.decode(String.self, forKey: .summary)
        view = try container.decode(View.self, forKey: .view)
        steps = try container.decode([Step].self, forKey: .steps)
    }

    /// Writes the document in the current version, with its `format` and `version` keys.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatName, forKey: .format)
        try container.encode(Self.currentVersion, forKey: .version)
        try container.encode(scenario, forKey: .scenario)
        try container.encode(summary, forKey: .summary)
        try container.encode(view, forKey: .view)
        try container.encode(steps, forKey: .steps)
    }

    /// The document of animations a test recorded, one step each (an `assertGolden` golden):
    /// each step named by its batch, run for its animation's duration at 60 frames per second.
    ///
    /// - Parameters:
    ///   - animations: The animations, in the order the changes ran.
    ///   - name: The golden's name (`insertFadesIn`), the document's `scenario`.
    package init(recorded animations: [UpdateAnimation], name: String) {
        self.init(RecordedRun(recorded: animations, title: name, frameRate: 60))
    }

    /// Reads a golden file of any version: the current document, a scenario's document from
    /// before the format had a version, or an `assertGolden` file of version 1 (the bare array of
    /// its animations), which reads as ``init(recorded:name:)`` of them, so that it compares equal
    /// to the same animations recorded now.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - name: The golden's name, for a version 1 `assertGolden` file.
    /// - Throws: ``FormatError`` or `DecodingError` naming what does not fit.
    package init(golden data: Data, name: String) throws {
        let first = data.first { ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains($0) }
        if first == UInt8(ascii: "[") {
            self.init(recorded: try TimelineRendering.jsonDecoder.decode([UpdateAnimation].self, from: data), name: name)
        } else {
            self = try TimelineRendering.jsonDecoder.decode(TimelineDocument.self, from: data)
        }
    }

    /// A JSON file that is not a timeline document this version reads.
    package enum FormatError: Error, Equatable, CustomStringConvertible {
        /// The `format` key names another format.
        case otherFormat(String)
        /// The `version` key names a version this one does not know (a newer one).
        case unknownVersion(Int)

        package var description: String {
            switch self {
            case .otherFormat(let format):
                "\"format\" is \"\(format)\", not \"\(TimelineDocument.formatName)\""
            case .unknownVersion(let version):
                "\"version\" is \(version); this batchsim reads versions 1 to \(TimelineDocument.currentVersion) (a newer batchsim wrote it?)"
            }
        }
    }
}
