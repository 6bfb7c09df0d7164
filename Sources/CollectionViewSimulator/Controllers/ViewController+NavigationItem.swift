extension ViewController {
    /// What the controller shows in a navigation bar (UIKit's `navigationItem`), made on first use
    /// with the controller's ``title``.
    public var navigationItem: NavigationItem {
        if let item = relations.navigationItem { return item }
        let item = NavigationItem()
        item.title = title
        relations.navigationItem = item
        return item
    }

    /// A bar button item that toggles editing (UIKit's `editButtonItem`): titled "Edit", or "Done"
    /// with the `.done` style while ``isEditing``; a tap (``BarButtonItem/tap()``) calls
    /// ``setEditing(_:animated:)`` with the opposite mode, animated, as UIKit's does.
    public var editButtonItem: BarButtonItem {
        if let item = relations.editButtonItem { return item }
        let item = EditButtonItem(controller: self)
        relations.editButtonItem = item
        return item
    }
}
