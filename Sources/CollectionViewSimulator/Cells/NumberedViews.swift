/// The views a collection view created, by number: numbers are handed out from 1 upwards, one
/// per view, so the table is an array and finding a view by its number costs no hashing (a
/// display pass looks up every pooled and shown view by number).
struct NumberedViews {
    private var storage: [CollectionReusableView?] = []

    /// The view with `number`; `nil` for a number never handed out.
    subscript(number: Int) -> CollectionReusableView? {
        get { storage.indices.contains(number - 1) ? storage[number - 1] : nil }
        set {
            precondition(number >= 1, "view numbers start at 1")
            if number > storage.count { storage.append(contentsOf: repeatElement(nil, count: number - storage.count)) }
            storage[number - 1] = newValue
        }
    }

    /// Every view created, by number.
    var values: [CollectionReusableView] { storage.compactMap { $0 } }
}
