import AppKit

/// The app: one window showing the departure board.
///
/// A menu with Quit, and the app quits when the window closes. Everything is made in code: no
/// storyboard, no nib.
@main
final class StationsApp: NSObject, NSApplicationDelegate {
  private var window: NSWindow?

  static func main() {
    let app = NSApplication.shared
    let delegate = StationsApp()
    app.delegate = delegate  // held weakly: kept alive below while the app runs
    app.setActivationPolicy(.regular)
    withExtendedLifetime(delegate) { app.run() }
  }

  func applicationDidFinishLaunching(_ notification: Notification) {
    let appMenu = NSMenu()
    appMenu.addItem(
      withTitle: "Quit Stations", action: #selector(NSApplication.terminate(_:)),
      keyEquivalent: "q")
    let appItem = NSMenuItem()
    appItem.submenu = appMenu
    let mainMenu = NSMenu()
    mainMenu.addItem(appItem)
    NSApplication.shared.mainMenu = mainMenu

    let window = NSWindow(contentViewController: StationsViewController())
    // Kept by `self.window`, not released a second time by AppKit when it closes.
    window.isReleasedWhenClosed = false
    window.title = "Departures"
    window.setContentSize(NSSize(width: 420, height: 560))
    window.makeKeyAndOrderFront(nil)
    NSApplication.shared.activate(ignoringOtherApps: true)
    self.window = window
  }

  func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
    true
  }
}
