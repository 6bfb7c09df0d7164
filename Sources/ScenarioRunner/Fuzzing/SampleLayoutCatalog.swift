import Foundation

/// The sample layouts `batchsim fuzz` runs on, each as the scenario JSON that builds it.
enum SampleLayoutCatalog {
    /// Every sample layout, by the name `--layout` takes, in a stable order.
    static let layouts: [(name: String, json: String)] = [
        ("flow", #"{ "flow": { "itemSize": [50, 50], "minimumInteritemSpacing": 10, "minimumLineSpacing": 10, "sectionInset": [10, 10, 10, 10], "headerHeight": 20, "footerHeight": 10 } }"#),
        ("circle", #"{ "circle": {} }"#),
        ("stack", #"{ "stack": { "itemSize": [240, 320], "offset": [0, 10] } }"#),
        ("zoomingLine", #"{ "zoomingLine": { "itemSize": [200, 200], "spacing": 50 } }"#),
        ("rowDecoration", #"{ "rowDecoration": { "itemSize": [90, 60], "sectionInset": [10, 10, 10, 10] } }"#),
        ("compositional", #"{ "compositional": { "sections": [ { "group": { "horizontal": { "size": [{ "fractionalWidth": 1 }, { "fractionalWidth": 0.25 }], "subitems": [ { "item": { "size": [{ "fractionalWidth": 0.25 }, { "fractionalHeight": 1 }] } } ] } }, "boundarySupplementaryItems": [ { "kind": "header", "size": [{ "fractionalWidth": 1 }, 44] } ] } ] } }"#),
    ]

    /// The layouts only the fuzz modes that name them run on (``FuzzMode/defaultLayoutNames``):
    /// not in the default run, which stays as it was.
    static let modeLayouts: [(name: String, json: String)] = [
        ("list", #"{ "list": { "appearance": "insetGrouped", "headerMode": "supplementary" } }"#),
    ]

    /// The names of every sample layout of the default run.
    static var names: [String] { layouts.map(\.name) }

    /// The JSON of the sample layout with this name.
    static func json(named name: String) -> String? {
        (layouts + modeLayouts).first { $0.name == name }?.json
    }

    /// Every sample layout's JSON, decoded once: a fuzzer's layout steps need no parsing.
    private static let decoded: [String: LayoutSpec] = (layouts + modeLayouts).reduce(into: [:]) { specs, layout in
        specs[layout.json] = try? decode(layout.json, file: layout.name)
    }

    /// The layout `json` describes: a sample layout's decoded once, any other decoded now.
    static func spec(decoding json: String, file: String) throws(ScenarioError) -> LayoutSpec {
        if let spec = decoded[json] { return spec }
        return try decode(json, file: file)
    }

    private static func decode(_ json: String, file: String) throws(ScenarioError) -> LayoutSpec {
        let value: JSONValue
        do {
            value = try JSONParser.parse(json)
        } catch {
            throw ScenarioError(file: file, path: error.path, location: error.location, message: error.message)
        }
        return try LayoutSpec(node: JSONNode(value: value, path: .root, file: file))
    }
}
