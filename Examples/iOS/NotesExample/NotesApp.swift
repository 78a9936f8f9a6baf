import UIKit

/// The example app: a navigation controller around the notes table, in one window.
@main
final class NotesApp: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(
      rootViewController: NotesViewController(store: NotesStore()))
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
