import Foundation

/// A button (UIKit's `UIButton`, the name UIKitCompatibility gives it): a ``Control`` with a type,
/// a title, image and title colour per state, a ``menu``, and a ``configuration`` (iOS 15), made
/// as iOS 14 code makes it:
///
/// ```swift
/// let add = UIButton(type: .contactAdd, primaryAction: UIAction(title: "Add") { _ in self.addItem() })
/// add.title(for: .normal)   // "Add": the button takes its primary action's title and image
/// add.tap()                 // runs the action (.touchDown, .touchUpInside, .primaryActionTriggered)
/// ```
///
/// Nothing is drawn: the button has no `titleLabel` or `imageView`; ``title(for:)`` and
/// ``currentTitle`` give back what was set.
open class Button: Control {
    /// The button's type; `.custom` for a button made with `init(frame:)`.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [State: String] = [:]
    private var images: [State: Image] = [:]
    private var backgroundImages: [State: Image] = [:]
    private var titleColors: [State: Color] = [:]

    /// The menu a tap shows when ``Control/showsMenuAsPrimaryAction`` is `true`, or a long press
    /// otherwise (iOS 14). Nothing is shown: a test reads its children and performs one
    /// (``Action/perform(sender:)``).
    open var menu: Menu?

    /// Whether a tap toggles ``Control/isSelected`` before the actions run (iOS 15); `false` by
    /// default.
    open var changesSelectionAsPrimaryAction = false

    /// The button's look as a value (iOS 15), `nil` for a button set up per state.
    open var configuration: Configuration?

    /// The button's semantic role (iOS 14); `.normal` by default.
    open var role: Role = .normal

    /// Creates a button of a type (UIKit's `init(type:)`), with a zero frame.
    ///
    /// - Parameter buttonType: The type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of a type whose `primaryAction` runs on `.primaryActionTriggered` and
    /// gives the button its title and image (UIKit's `init(type:primaryAction:)`, iOS 14).
    ///
    /// - Parameters:
    ///   - buttonType: The type; `.system` by default, as in UIKit.
    ///   - primaryAction: The action; `nil` for none.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
    }

    /// Creates a system button with a configuration (UIKit's `init(configuration:primaryAction:)`,
    /// iOS 15).
    ///
    /// - Parameters:
    ///   - configuration: The button's look.
    ///   - primaryAction: The action; `nil` for none.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    override func adoptPrimaryAction(_ action: Action) {
        setTitle(action.title, for: .normal)
        setImage(action.image, for: .normal)
    }

    /// Sets the title shown in `state` (UIKit's `setTitle(_:for:)`).
    ///
    /// - Parameters:
    ///   - title: The title; `nil` removes it.
    ///   - state: The state.
    open func setTitle(_ title: String?, for state: State) { titles[state] = title }

    /// The title for `state`: the one set for it, or else the `.normal` one, as UIKit answers.
    ///
    /// - Parameter state: The state.
    /// - Returns: The title.
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// The title for the button's current ``Control/state``, or the configuration's title.
    open var currentTitle: String? { title(for: state) ?? configuration?.title }

    /// Sets the image shown in `state` (UIKit's `setImage(_:for:)`).
    ///
    /// - Parameters:
    ///   - image: The image; `nil` removes it.
    ///   - state: The state.
    open func setImage(_ image: Image?, for state: State) { images[state] = image }

    /// The image for `state`: the one set for it, or else the `.normal` one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image.
    open func image(for state: State) -> Image? { images[state] ?? images[.normal] }

    /// The image for the button's current ``Control/state``, or the configuration's image.
    open var currentImage: Image? { image(for: state) ?? configuration?.image }

    /// Sets the background image shown in `state` (UIKit's `setBackgroundImage(_:for:)`).
    ///
    /// - Parameters:
    ///   - image: The image; `nil` removes it.
    ///   - state: The state.
    open func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages[state] = image }

    /// The background image for `state`: the one set for it, or else the `.normal` one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image.
    open func backgroundImage(for state: State) -> Image? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// Sets the title's colour in `state` (UIKit's `setTitleColor(_:for:)`).
    ///
    /// - Parameters:
    ///   - color: The colour; `nil` removes it.
    ///   - state: The state.
    open func setTitleColor(_ color: Color?, for state: State) { titleColors[state] = color }

    /// The title's colour for `state`: the one set for it, or else the `.normal` one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The colour.
    open func titleColor(for state: State) -> Color? { titleColors[state] ?? titleColors[.normal] }

    /// Asks for the configuration to be updated (iOS 15); nothing is drawn, so it does nothing.
    open func setNeedsUpdateConfiguration() {}

    /// A tap's end: a button whose ``Control/showsMenuAsPrimaryAction`` is on with a ``menu`` sends
    /// `.menuActionTriggered` (the menu would show) and nothing else; otherwise
    /// ``changesSelectionAsPrimaryAction`` toggles the selection, then `.touchUpInside` and
    /// `.primaryActionTriggered` are sent.
    override func finishTap() {
        if showsMenuAsPrimaryAction, menu != nil {
            sendActions(for: .menuActionTriggered)
            return
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        super.finishTap()
    }

    /// A button's type (UIKit's `UIButton.ButtonType`), with UIKit's raw values.
    public enum ButtonType: Int, Sendable, Hashable, CaseIterable {
        /// No look of its own.
        case custom = 0
        /// The system's look: a tinted title.
        case system = 1
        /// A detail disclosure (ⓘ) button.
        case detailDisclosure = 2
        /// An information button on a dark background.
        case infoLight = 3
        /// An information button on a light background.
        case infoDark = 4
        /// A plus button.
        case contactAdd = 5
        /// A plain button with no background (iOS 15).
        case plain = 6
        /// A close (✕) button (iOS 13).
        case close = 7

        /// The rounded-rectangle button of iOS 6, now `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// A button's semantic role (UIKit's `UIButton.Role`, iOS 14).
    public enum Role: Int, Sendable, Hashable, CaseIterable {
        /// No particular role.
        case normal = 0
        /// The primary choice.
        case primary = 1
        /// Cancels.
        case cancel = 2
        /// Destroys something.
        case destructive = 3
    }
}
