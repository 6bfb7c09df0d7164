import CollectionViewSimulator
import Foundation
import Testing

@Suite("Button: type, titles per state, menu and configuration")
@MainActor
struct ButtonTests {
    @Test("button types have UIKit's raw values; roundedRect is system")
    func types() {
        #expect(Button.ButtonType.allCases.map(\.rawValue) == Array(0...7))
        #expect(Button.ButtonType.roundedRect == .system)
        #expect(Button(frame: .zero).buttonType == .custom && Button(type: .close).buttonType == .close)
    }

    @Test("init(primaryAction:) makes a system button titled and imaged as its action")
    func primaryAction() {
        let image = Image(systemName: "plus")
        let button = Button(primaryAction: Action(title: "Add", image: image) { _ in })
        #expect(button.buttonType == .system && button.title(for: .normal) == "Add" && button.currentImage == image)
        #expect(button.allControlEvents == .primaryActionTriggered)
        #expect(Button(type: .contactAdd, primaryAction: nil).allControlEvents.isEmpty)
    }

    @Test("a state without its own title shows the normal one, as UIKit does")
    func titlesPerState() {
        let button = Button(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.white, for: .normal)
        #expect(button.title(for: .highlighted) == "Follow" && button.currentTitle == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.titleColor(for: .selected) == .white)
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Follow")
    }

    @Test("a button that shows its menu as its primary action sends menuActionTriggered, not its actions")
    func menuAsPrimaryAction() {
        let log = EventLog()
        let button = log.control(Button(type: .system), logging: tapEvents)
        button.menu = Menu(children: [Action(title: "Copy") { _ in }])
        button.showsMenuAsPrimaryAction = true
        #expect(button.tap())
        #expect(log.entries == ["touchDown (highlighted)", "menuActionTriggered"])
    }

    @Test("changesSelectionAsPrimaryAction toggles the selection before the actions run")
    func togglesSelection() {
        var seen: [Bool] = []
        let button = Button(primaryAction: Action { seen.append(($0.sender as? Button)?.isSelected ?? false) })
        button.changesSelectionAsPrimaryAction = true
        button.tap()
        button.tap()
        #expect(seen == [true, false])
    }

    @Test("a configuration is a value from UIKit's styles; the button reads its title when it has none of its own")
    func configuration() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Follow"
        configuration.cornerStyle = .capsule
        let button = Button(configuration: configuration)
        configuration.title = "Changed"
        #expect(button.configuration?.title == "Follow" && button.currentTitle == "Follow")
        #expect(button.configuration?.style == .filled && Button.Configuration.gray().style == .gray)
        #expect(Button.Configuration.plain() != Button.Configuration.tinted())
    }
}
