import UIKitCompatibility

/// A city guide's grid as apps write its cells: a card whose content view holds a photo and a
/// stack view of labels pinned to its margins with anchors, fonts from text styles that follow
/// Dynamic Type, a spinner while the photo loads and a blurred badge; a section header with a
/// label pinned the same way; every subview set up in `init(frame:)` with
/// `translatesAutoresizingMaskIntoConstraints = false` and `NSLayoutConstraint.activate`.
final class CityCardCell: UICollectionViewCell {
    static let reuseIdentifier = "CityCardCell"

    let photoView = UIImageView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    let badge = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    let badgeLabel = UILabel()
    private(set) lazy var textStack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
    private(set) var photoHeightConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true

        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 8
        photoView.tintColor = .systemBlue
        photoView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)
        photoView.translatesAutoresizingMaskIntoConstraints = false

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 0
        subtitleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15, weight: .medium))
        subtitleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.lineBreakMode = .byTruncatingMiddle
        subtitleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        titleLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .vertical)

        textStack.axis = .vertical
        textStack.spacing = 4
        textStack.alignment = .leading
        textStack.distribution = .fill
        textStack.setCustomSpacing(8, after: titleLabel)
        textStack.translatesAutoresizingMaskIntoConstraints = false

        spinner.hidesWhenStopped = true
        spinner.translatesAutoresizingMaskIntoConstraints = false
        badgeLabel.font = .preferredFont(forTextStyle: .caption2)
        badgeLabel.textAlignment = .center
        badgeLabel.textColor = .white
        badgeLabel.translatesAutoresizingMaskIntoConstraints = false
        badge.contentView.addSubview(badgeLabel)
        badge.layer.cornerRadius = 6
        badge.clipsToBounds = true
        badge.translatesAutoresizingMaskIntoConstraints = false

        contentView.addSubview(photoView)
        contentView.addSubview(textStack)
        contentView.addSubview(spinner)
        photoView.addSubview(badge)

        let margins = contentView.layoutMarginsGuide
        photoHeightConstraint = photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: 0.75)
        photoHeightConstraint.priority = .defaultHigh
        photoHeightConstraint.identifier = "photo-aspect"
        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: margins.topAnchor),
            photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            photoHeightConstraint,
            textStack.topAnchor.constraint(equalToSystemSpacingBelow: photoView.bottomAnchor, multiplier: 1),
            textStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            textStack.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            textStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            spinner.centerXAnchor.constraint(equalTo: photoView.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: photoView.centerYAnchor),
            badge.topAnchor.constraint(equalTo: photoView.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: -8),
            badgeLabel.leadingAnchor.constraint(equalTo: badge.contentView.leadingAnchor, constant: 6),
            badgeLabel.trailingAnchor.constraint(equalTo: badge.contentView.trailingAnchor, constant: -6),
            badgeLabel.centerYAnchor.constraint(equalTo: badge.contentView.centerYAnchor),
            badge.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photoView.image = nil
        titleLabel.text = nil
        subtitleLabel.attributedText = nil
        badgeLabel.text = nil
        spinner.stopAnimating()
    }

    func configure(with city: City) {
        titleLabel.text = city.name
        subtitleLabel.attributedText = NSAttributedString(string: city.country)
        badgeLabel.text = "\(city.sights)"
        photoView.image = UIImage(named: city.photoName)
        if city.isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        accessibilityLabel = city.name
    }
}

/// A section header: a title label pinned to the header's margins, in the title 2 style.
final class CitySectionHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "CitySectionHeader"

    let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title2)
        label.adjustsFontForContentSizeCategory = true
        label.font = UIFont(name: "AvenirNext-DemiBold", size: 22)
        label.font = .preferredFont(forTextStyle: .title2)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 16)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

struct City {
    var name: String
    var country: String
    var photoName: String
    var sights: Int
    var isLoading: Bool
}

/// The guide's screen: one section per region, a header naming it, a card per city.
final class CityGuideViewController: UICollectionViewController {
    var regions: [(name: String, cities: [City])] = [
        ("Europe", [City(name: "Lisbon", country: "Portugal", photoName: "lisbon", sights: 12, isLoading: false),
                    City(name: "Porto", country: "Portugal", photoName: "porto", sights: 7, isLoading: true),
                    City(name: "Seville", country: "Spain", photoName: "seville", sights: 9, isLoading: false)]),
        ("Asia", [City(name: "Kyoto", country: "Japan", photoName: "kyoto", sights: 20, isLoading: false)]),
    ]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 160, height: 200)
        layout.minimumInteritemSpacing = 12
        layout.minimumLineSpacing = 12
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 16, right: 16)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CityCardCell.self, forCellWithReuseIdentifier: CityCardCell.reuseIdentifier)
        collectionView.register(CitySectionHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: CitySectionHeaderView.reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return regions.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return regions[section].cities.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CityCardCell.reuseIdentifier, for: indexPath) as! CityCardCell
        cell.configure(with: regions[indexPath.section].cities[indexPath.item])
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: CitySectionHeaderView.reuseIdentifier,
                                                                     for: indexPath) as! CitySectionHeaderView
        header.titleLabel.text = regions[indexPath.section].name
        return header
    }
}
