import UIKitCompatibility

/// The detail screen `SavedPlacesViewController` pushes: a plain `UIViewController` with a
/// favourite switch, a filled "Directions" button made from its primary action, a share bar
/// button, and a back button titled for the list.
final class PlaceDetailViewController: UIViewController {
    let place: String
    private(set) var isFavorite = false
    private(set) var directionsRequested = 0
    private(set) lazy var favoriteSwitch = UISwitch(frame: .zero, primaryAction: UIAction { [weak self] action in
        self?.isFavorite = (action.sender as? UISwitch)?.isOn ?? false
    })
    private(set) lazy var directionsButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .systemBlue
        return UIButton(configuration: configuration, primaryAction: UIAction(title: "Directions", image: UIImage(systemName: "car")) { [weak self] _ in
            self?.directionsRequested += 1
        })
    }()

    init(place: String) {
        self.place = place
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        place = ""
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = place
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action)
        directionsButton.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        view.addSubview(directionsButton)
        view.addSubview(favoriteSwitch)
    }
}
