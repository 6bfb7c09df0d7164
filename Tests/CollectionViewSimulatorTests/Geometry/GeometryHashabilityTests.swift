import Foundation
import Testing

/// The package's sources, read as text: every module's `.swift` files, grouped by module folder.
@MainActor
private func sourcesByModule() throws -> [String: [String]] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    var result: [String: [String]] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        let module = url.path.dropFirst(root.path.count + 1).prefix { $0 != "/" }
        result[String(module), default: []].append(try String(contentsOf: url, encoding: .utf8))
    }
    return result
}

/// One `struct`, `enum` or `extension` declaration: its name, what it conforms to, and its body
/// with every nested block reduced to `{}`, so that only its own members are left.
private struct Declaration {
    let keyword: String, name: String, conformances: String, members: [String]

    static func all(in source: String) -> [Declaration] {
        let pattern = #"(?m)^[ \t]*(?:(?:public|package|internal|fileprivate|private|open|final|indirect|@\w+)[ \t]+)*(struct|enum|extension)[ \t]+([\w.]+)(?:<[^>{]*>)?[ \t]*(?::([^{]*))?\{"#
        let regex = try? NSRegularExpression(pattern: pattern)
        let text = source as NSString, units = Array(source.utf16)
        let (open, close) = (UInt16(UInt8(ascii: "{")), UInt16(UInt8(ascii: "}")))
        return (regex?.matches(in: source, range: NSRange(location: 0, length: text.length)) ?? []).map { match in
            func group(_ i: Int) -> String { match.range(at: i).location == NSNotFound ? "" : text.substring(with: match.range(at: i)) }
            var depth = 1, own: [UInt16] = []
            for unit in units[(match.range.location + match.range.length)...] {
                if unit == close { depth -= 1; if depth == 0 { break } }
                if depth == 1 { own.append(unit) }
                if unit == open { depth += 1; if depth == 2 { own.append(close) } }
            }
            return Declaration(keyword: group(1), name: String(group(2).split(separator: ".").last ?? ""),
                               conformances: group(3), members: String(decoding: own, as: UTF16.self).components(separatedBy: "\n"))
        }
    }
}

/// Whether a member line is a stored property (a `let` or `var` without a body) or an enum case
/// whose type mentions Core Graphics geometry that Apple's SDKs before macOS 15 / iOS 18 do not
/// make `Hashable`.
@MainActor
private func storesGeometry(_ line: String) -> Bool {
    line.contains("CG") && line.contains(#/^\s*(?:(?:public|package|internal|fileprivate|private|open|private\(set\)|lazy|weak)\s+)*(?:let|var|case)\s[^{]*$/#)
        && line.contains(#/\b(CGPoint|CGSize|CGRect|CGVector|CGAffineTransform)\b/#)
}

@Suite("No Hashable synthesized over Core Graphics geometry")
@MainActor
struct GeometryHashabilityTests {
    /// Issue #27's first macOS break, made visible on Linux: swift-corelibs-foundation makes
    /// `CGPoint`, `CGSize` and `CGRect` `Hashable`, so a synthesized conformance over them compiles
    /// here and fails on a Mac with an SDK older than macOS 15. Every `Hashable` struct or enum whose
    /// stored properties or cases hold one of them must write `hash(into:)` (see `Hasher+Geometry`).
    @Test("every Hashable type that stores Core Graphics geometry writes its own hash(into:)")
    func noSynthesizedHashOverGeometry() throws {
        var offenders: [String] = []
        for (module, files) in try sourcesByModule() {
            let declarations = files.flatMap(Declaration.all(in:))
            let hashing = Set(declarations.filter { $0.members.contains { $0.contains("func hash(into") } }.map(\.name))
            let hashable = Set(declarations.filter { $0.conformances.contains("Hashable") }.map(\.name))
            for declaration in declarations where declaration.keyword != "extension" && hashable.contains(declaration.name) {
                let geometry = declaration.members.filter(storesGeometry)
                if !geometry.isEmpty && !hashing.contains(declaration.name) {
                    offenders.append("\(module).\(declaration.name): \(geometry.map { $0.trimmingCharacters(in: .whitespaces) })")
                }
            }
        }
        #expect(offenders.sorted() == [], "Hashable synthesized over CGPoint/CGSize/CGRect, which macOS 13's SDK does not make Hashable")
    }

    @Test("the check sees a synthesized conformance, and accepts a written one")
    func checkFindsOffenders() {
        let synthesized = Declaration.all(in: "public struct Spot: Sendable, Hashable {\n    public var origin: CGPoint\n    var size: CGSize { .zero }\n}\n")
        #expect(synthesized.map(\.name) == ["Spot"])
        #expect(synthesized[0].members.filter(storesGeometry) == ["    public var origin: CGPoint"])
        let written = Declaration.all(in: "enum Hook: Hashable {\n    case at(CGPoint)\n    func hash(into hasher: inout Hasher) {}\n}\n")
        #expect(written[0].members.contains { $0.contains("func hash(into") })
    }
}
