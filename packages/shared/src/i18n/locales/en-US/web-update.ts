/** `/my_update` (`web.update`): app version, store links and adding the app to the home screen. */
export const webUpdate = {
  title: 'App version',
  version: 'Version {version}',
  installTitle: 'Add to your home screen',
  installBody: 'Fairround runs in your browser. Installed, it opens full screen from your home screen like an app.',
  installButton: 'Install Fairround',
  installed: 'Fairround is installed on this device.',
  iosSteps: 'In Safari, tap the Share button, then choose “Add to Home Screen”.',
  unavailable:
    'This browser does not offer installation here. In Chrome or Edge, open the browser menu and choose “Install app” or “Add to Home screen”; on iPhone or iPad, open this page in Safari.',
  storeTitle: 'Store apps',
  android: 'Android app',
  ios: 'iPhone and iPad app',
  newTab: '(opens in a new tab)',
  noStore: 'There is no store app: Fairround runs in your browser, and you can add it to your home screen.',
};
