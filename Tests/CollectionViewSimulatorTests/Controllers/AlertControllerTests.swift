import CollectionViewSimulator
import Foundation
import Testing

@Suite("Alert controller: choosing a button")
@MainActor
struct AlertControllerTests {
    @Test("choosing a button dismisses the alert before its handler runs, as UIKit does")
    func chooseDismissesFirst() throws {
        let presenter = ViewController()
        let alert = AlertController(title: "Delete?", message: "Gone for good.", preferredStyle: .alert)
        var presentedDuringHandler: ViewController??
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in
            presentedDuringHandler = .some(presenter.presentedViewController)
        })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        presenter.present(alert, animated: true)
        #expect(try alert.chooseAction(titled: "Delete"))
        #expect(presentedDuringHandler == .some(nil) && presenter.presentedViewController == nil)
        #expect(alert.title == "Delete?" && alert.message == "Gone for good." && alert.preferredStyle == .alert)
    }

    @Test("a disabled button or another alert's button is not chosen; an unknown title names the alert's buttons")
    func cannotChoose() {
        let alert = AlertController(title: "Rename", message: nil, preferredStyle: .actionSheet)
        let save = AlertAction(title: "Save", style: .default)
        save.isEnabled = false
        alert.addAction(save)
        #expect(!alert.chooseAction(save) && !alert.chooseAction(AlertAction(title: "Other", style: .default)))
        #expect(throws: AlertController.NoSuchAction(title: "Delete", alertTitle: "Rename", titles: ["Save"])) {
            try alert.chooseAction(titled: "Delete")
        }
        let error = AlertController.NoSuchAction(title: "Delete", alertTitle: "Rename", titles: ["Save"])
        #expect(error.description == #"the alert "Rename" has no action titled "Delete"; its actions are "Save""#)
    }

    @Test("styles have UIKit's raw values")
    func styles() {
        #expect(AlertController.Style.actionSheet.rawValue == 0 && AlertController.Style.alert.rawValue == 1)
        #expect(AlertAction.Style.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(ModalPresentationStyle.automatic.rawValue == -2 && ModalPresentationStyle.fullScreen.rawValue == 0)
    }
}
