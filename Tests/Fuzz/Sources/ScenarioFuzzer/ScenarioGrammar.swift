/// Writes a well-formed scenario from a fuzzer's bytes: each byte chooses the next element, and
/// numbers come from the edges of `Scenarios/README.md`'s ranges, so that the fuzzer spends its
/// time in the runner rather than in the decoder's error paths.
struct ScenarioGrammar {
    private var choices: [UInt8]
    private var position = 0

    init(choices: [UInt8]) {
        self.choices = choices
    }

    /// The scenario's JSON text.
    mutating func scenario() -> String {
        let view = "{\"width\": \(pick(["0", "1", "320", "100000"])), \"height\": \(pick(["0", "0.5", "480", "100000"]))}"
        let layout = pick([
            "{\"flow\": {\"itemSize\": [\(pick(lengths)), \(pick(lengths))], \"minimumLineSpacing\": \(pick(lengths))}}",
            "{\"flow\": {\"scrollDirection\": \"horizontal\", \"headerHeight\": \(pick(lengths))}}",
            "{\"circle\": {}}", "{\"stack\": {}}", "{\"zoomingLine\": {}}", "{\"rowDecoration\": {}}",
        ])
        let data = "[" + (0..<(1 + index(3))).map { _ in pick(["0", "1", "3", "40"]) }.joined(separator: ", ") + "]"
        let steps = (0..<(1 + index(4))).map { _ in step() }.joined(separator: ", ")
        return """
            {"name": "grammar", "view": \(view), "layout": \(layout), "data": \(data),
             "animation": \(animation()), "steps": [\(steps)]}
            """
    }

    private let lengths = ["0", "0.001", "1", "50", "100000"]
    private let seconds = ["0", "0.001", "0.25", "60"]

    private mutating func animation() -> String {
        let curve = pick([
            "\"linear\"", "\"easeInEaseOut\"", "{\"cubicBezier\": [0, -10, 1, 10]}",
            "{\"spring\": {\"duration\": \(pick(seconds)), \"dampingRatio\": \(pick(["0.001", "0.3", "1", "10"])), \"initialVelocity\": \(pick(["-10000", "0", "5", "10000"]))}}",
            "{\"spring\": {\"mass\": \(pick(["0.001", "1", "1000"])), \"stiffness\": \(pick(["0.001", "100", "1000000"])), \"damping\": \(pick(["0", "10", "100000"]))}}",
            "{\"spring\": {\"duration\": \(pick(["0.001", "0.5", "60"])), \"bounce\": \(pick(["-0.999", "0", "1"]))}}",
        ])
        return "{\"duration\": \(pick(seconds)), \"delay\": \(pick(["0", "0.1"])), \"curve\": \(curve)}"
    }

    private mutating func step() -> String {
        let path = "\(index(3))-\(pick(["0", "1", "2", "39", "40"]))"
        return pick([
            "{\"update\": [\"insert \(path)\"]}", "{\"update\": [\"delete \(path)\"]}", "{\"update\": [\"reload \(path)\"]}",
            "{\"update\": [\"move \(path) -> 0-0\"]}", "{\"update\": [\"insert section \(index(4))\"]}",
            "{\"update\": [\"delete section \(index(4))\"]}", "{\"update\": [\"move section \(index(3)) -> 0\"]}",
            "{\"update\": []}", "{\"apply\": [\(pick(["0", "3", "40"]))]}",
            "{\"scroll\": [0, \(pick(["0", "200", "100000"]))], \"animated\": true}",
            "{\"resize\": [\(pick(["1", "480"])), \(pick(["1", "320"]))], \"animated\": true}",
            "{\"setLayout\": {\"circle\": {}}, \"animated\": true}",
            "{\"update\": [\"insert 0-0\"], \"interruptAt\": \(pick(["0", "0.1", "60"]))}",
        ])
    }

    private mutating func index(_ count: Int) -> Int {
        defer { position += 1 }
        return position < choices.count ? Int(choices[position]) % count : 0
    }

    private mutating func pick(_ options: [String]) -> String {
        options[index(options.count)]
    }
}
