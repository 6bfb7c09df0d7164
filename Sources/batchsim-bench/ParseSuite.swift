import Foundation
import ScenarioRunner

/// Decoding a scenario written on one line, as machines write JSON: 1, 5 and 10 MB of item
/// identifiers in one `data` section. Parsing is linear, so the time per MB should stay flat
/// (a 1 MB line used to take minutes) and the growth exponent between sizes near 1.0.
let parseSuite = BenchmarkSuite(
    name: "parse",
    summary: "Scenario(decoding:) of a one-line file of 1, 5 and 10 MB (linear: time per MB flat)"
) { clock in
    print(columns(["size", "decode (median)", "per MB", "exponent"], widths: [8, 18, 12]))
    var previous: (size: Int, time: Double)?
    for megabytes in [1, 5, 10] {
        let text = oneLineScenario(bytes: megabytes * 1_000_000)
        let times = clock.measure { () -> Int in
            (try? Scenario(decoding: text, file: "one-line.json"))?.steps.count ?? -1
        }
        let time = median(times)
        let exponent = previous.map { growthExponent(from: $0, to: (megabytes, time)) } ?? "-"
        print(columns(["\(megabytes) MB", formatDuration(time), formatDuration(time / Double(megabytes)), exponent],
                      widths: [8, 18, 12]))
        previous = (megabytes, time)
    }
}

/// A valid scenario on one line, about `bytes` long: one section of identifiers `"i0"`, `"i1"`, ….
private func oneLineScenario(bytes: Int) -> String {
    var items: [String] = []
    var length = 0
    while length < bytes {
        let item = "\"i\(items.count)\""
        length += item.utf8.count + 1
        items.append(item)
    }
    return #"{"name": "one-line", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [["#
        + items.joined(separator: ",") + "]]}"
}
