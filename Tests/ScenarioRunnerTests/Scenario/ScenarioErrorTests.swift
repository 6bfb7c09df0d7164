@testable import ScenarioRunner
import Testing

/// Every error path of the decoder's top level, view, data, layout and animation, with its exact
/// message: `file:line:column: path: message; suggestion`.
@Suite("Scenario errors: document, view, data, layouts, animation")
@MainActor
struct ScenarioErrorTests {
    @Test("each invalid value is reported with its place, problem and fix", arguments: [
        ("stps", #"[]"#,
         #"t.json:2:9: stps: unknown key 'stps'; did you mean 'steps'?"#),
        ("name", #"" ""#,
         #"t.json:2:9: name: the name is empty"#),
        ("view", #"{"width": 320}"#,
         #"t.json:2:9: view: missing key 'height'"#),
        ("view", #"{"width": 200000, "height": 480}"#,
         #"t.json:2:19: view.width: 200000 is out of range; expected a number from 0 to 100000"#),
        ("view", #"{"width": 320, "height": 480, "screenScale": 11}"#,
         #"t.json:2:54: view.screenScale: 11 is out of range; expected a number from 0 to 10"#),
        ("view", #"{"width": 320, "height": 480, "semanticContentAttribute": "rightToLeft"}"#,
         #"t.json:2:67: view.semanticContentAttribute: unknown semantic content attribute 'rightToLeft'; expected one of: unspecified, playback, spatial, forceLeftToRight, forceRightToLeft"#),
        ("view", #"{"width": 320, "height": 480, "rightToLeftStart": "end"}"#,
         #"t.json:2:59: view.rightToLeftStart: unknown right-to-left start 'end'; expected one of: firstItems, zero"#),
        ("view", #"{"width": 320, "height": 480, "contentInset": [1, 2, 3]}"#,
         #"t.json:2:55: view.contentInset: expected insets [top, left, bottom, right], 4 numbers"#),
        ("uikit", #"{"validation": "new"}"#,
         #"t.json:2:25: uikit.validation: unknown validation 'new'; expected one of: modern, classic"#),
        ("data", #"[["a", "b"], ["c", "a"]]"#,
         #"t.json:2:28: data[1][1]: the identifier 'a' appears twice; first at data[0][0]"#),
        ("data", #"["x"]"#,
         #"t.json:2:10: data[0]: expected an item count or a list of identifiers, found a string"#),
        ("data", #"[["a", "b"], ["c", 5]]"#,
         #"t.json:2:28: data[1][1]: expected a string, found a number"#),
        ("data", #"[-1]"#,
         #"t.json:2:10: data[0]: -1 is out of range; expected a number from 0 to 10000000"#),
        ("data", #"[1.5]"#,
         #"t.json:2:10: data[0]: expected a whole number, found 1.5"#),
        ("data", #"[10000001]"#,
         #"t.json:2:10: data[0]: 10000001 is out of range; expected a number from 0 to 10000000"#),
        ("layout", #"{"flw": {}}"#,
         #"t.json:2:19: layout.flw: unknown key 'flw'; did you mean 'flow'?"#),
        ("layout", #"{"appearing": {}}"#,
         #"t.json:2:11: layout: a layout needs one of: flow, circle, rowDecoration, zoomingLine, stack, compositional, list"#),
        ("layout", #"{"flow": {}, "circle": {}}"#,
         #"t.json:2:11: layout: a layout takes only one of: flow, circle, rowDecoration, zoomingLine, stack, compositional, list; found 'flow' and 'circle'"#),
        ("layout", #"{"flow": {"headerHeight": 30, "headerReferenceSize": [0, 30]}}"#,
         #"t.json:2:37: layout.flow.headerHeight: give either 'headerReferenceSize' or 'headerHeight'/'headerWidth', not both"#),
        ("layout", #"{"flow": {"itemSizes": [[50, 50]]}}"#,
         #"t.json:2:35: layout.flow.itemSizes[0]: itemSizes lists each section's sizes: [[[width, height], …], …]"#),
        ("layout", #"{"flow": {"scrollDirection": "vertcal"}}"#,
         #"t.json:2:40: layout.flow.scrollDirection: unknown scroll direction 'vertcal'; did you mean 'vertical'?"#),
        ("layout", #"{"flow": {"sectionInsetReference": "safeArea"}}"#,
         #"t.json:2:46: layout.flow.sectionInsetReference: unknown section inset reference 'safeArea'; expected one of: fromContentInset, fromSafeArea, fromLayoutMargins"#),
        ("layout", #"{"flow": {}, "appearing": {"alpha": 2}}"#,
         #"t.json:2:47: layout.appearing.alpha: 2 is out of range; expected a number from 0 to 1"#),
        ("layout", #"{"circle": {}, "appearing": {"alpha": 0.5}}"#,
         #"t.json:2:49: layout.appearing.alpha: the circle layout sets an inserted item's alpha (0) itself, so 'alpha' would have no effect; remove it, or use a layout that leaves it to the effect, such as flow"#),
        ("layout", #"{"stack": {}, "disappearing": {"zIndex": 3, "alpha": 0.5}}"#,
         #"t.json:2:64: layout.disappearing.alpha: the stack layout sets a deleted card's alpha (0) itself, so 'alpha' would have no effect; remove it, or use a layout that leaves it to the effect, such as flow"#),
        ("layout", #"{"flow": {"itemSize": [50, -1]}}"#,
         #"t.json:2:38: layout.flow.itemSize[1]: -1 is out of range; expected a number from 0 to 100000"#),
        ("layout", #"{"zoomingLine": {"zoom": 1}}"#,
         #"t.json:2:36: layout.zoomingLine.zoom: unknown key 'zoom'; known keys: itemSize, spacing, activeDistance, zoomFactor"#),
        ("animation", #"{"curve": "eseIn"}"#,
         #"t.json:2:24: animation.curve: unknown curve 'eseIn'; did you mean 'easeIn'?"#),
        ("animation", #"{"curve": "bounce"}"#,
         #"t.json:2:24: animation.curve: unknown curve 'bounce'; expected one of: linear, easeIn, easeOut, easeInEaseOut, easeInOut, default"#),
        ("animation", #"{"curve": 1}"#,
         #"t.json:2:24: animation.curve: expected a curve name, {"cubicBezier": [x1, y1, x2, y2]} or {"spring": {…}}, found a number"#),
        ("animation", #"{"curve": {}}"#,
         #"t.json:2:24: animation.curve: a curve object needs one of: cubicBezier, spring"#),
        ("animation", #"{"curve": {"cubicBezier": [1.5, 0, 0.5, 1]}}"#,
         #"t.json:2:41: animation.curve.cubicBezier[0]: 1.5 is out of range; expected a number from 0 to 1"#),
        ("animation", #"{"curve": {"cubicBezier": [0.5, 0, 0.5]}}"#,
         #"t.json:2:40: animation.curve.cubicBezier: expected control points [x1, y1, x2, y2], 4 numbers"#),
        ("animation", #"{"curve": {"spring": {"bounce": 0.2, "dampingRatio": 0.5}}}"#,
         #"t.json:2:35: animation.curve.spring: 'dampingRatio' and 'bounce' belong to different spring forms; use one of: Core Animation (mass, stiffness, damping); UIKit (duration, dampingRatio); SwiftUI (duration, bounce); SwiftUI (response, dampingFraction)"#),
        ("animation", #"{"curve": {"spring": {"mass": 1, "duration": 0.5}}}"#,
         #"t.json:2:59: animation.curve.spring.duration: 'duration' is not a parameter of the Core Animation (mass, stiffness, damping) spring; give the duration in the animation, beside 'curve'"#),
        ("animation", #"{"curve": {"spring": {"duration": 0.5}}}"#,
         #"t.json:2:35: animation.curve.spring: a spring with a 'duration' also needs 'dampingRatio' (UIKit) or 'bounce' (SwiftUI)"#),
        ("animation", #"{"duration": 0.25, "curve": {"spring": {"duration": 0.5, "dampingRatio": 0.8}}}"#,
         #"t.json:2:66: animation.curve.spring.duration: the spring's duration 0.5 differs from the animation's duration 0.25; give the duration once"#),
        ("animation", #"{"curve": {"spring": {"stiffness": 1, "damping": 0.001}}}"#,
         #"t.json:2:35: animation.curve.spring: the spring takes 13816.5 s to settle, more than 60 s; give the animation a 'duration'"#),
        ("animation", #"{"curve": {"spring": {"mass": 0}}}"#,
         #"t.json:2:44: animation.curve.spring.mass: 0 is out of range; expected a number from 0.001 to 1000"#),
        ("animation", #"{"frameRate": 0}"#,
         #"t.json:2:28: animation.frameRate: 0 is out of range; expected a number from 1 to 240"#),
        ("animation", #"{"duration": 61}"#,
         #"t.json:2:27: animation.duration: 61 is out of range; expected a number from 0 to 60"#),
        ("animation", #"{"curv": "linear"}"#,
         #"t.json:2:23: animation.curv: unknown key 'curv'; did you mean 'curve'?"#),
    ])
    func invalid(key: String, value: String, message: String) {
        #expect(ScenarioFixture.error(key, value) == message)
    }

    @Test("texts that are not JSON objects or miss required keys", arguments: [
        ("{\"name\": \"t\",}", "t.json:1:14: (root): a trailing comma is not JSON"),
        ("[]", "t.json:1:1: (root): expected an object, found an array"),
        ("{}", "t.json:1:1: (root): missing key 'name'"),
        ("{\"name\": \"t\", \"view\": null, \"layout\": {\"flow\": {}}, \"data\": []}", "t.json:1:1: (root): missing key 'view'"),
        ("{\"name\": \"t\", \"view\": {\"width\": 1, \"height\": 1}, \"data\": []}", "t.json:1:1: (root): missing key 'layout'"),
        ("{\"name\": \"t\", \"view\": {\"width\": 1, \"height\": 1}, \"layout\": {\"flow\": {}}}", "t.json:1:1: (root): missing key 'data'"),
        ("{\"name\": 5}", "t.json:1:10: name: expected a string, found a number"),
    ])
    func invalidDocument(text: String, message: String) {
        #expect(ScenarioFixture.error(decoding: text) == message)
    }

    @Test("an error carries its parts separately")
    func parts() {
        #expect(throws: ScenarioError(file: "t.json", path: JSONPath.root.appending("layout").appending("flw"),
                                      location: TextPosition(line: 2, column: 19), message: "unknown key 'flw'",
                                      suggestion: "did you mean 'flow'?")) {
            try ScenarioFixture.decode("layout", #"{"flw": {}}"#)
        }
    }
}
