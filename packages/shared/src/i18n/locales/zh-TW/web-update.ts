/** `/my_update`（`web.update`）：應用程式版本、商店連結和加入主畫面。 */
export const webUpdate = {
  title: '應用程式版本',
  version: '版本 {version}',
  installTitle: '加入主畫面',
  installBody: 'Fairround 在瀏覽器中執行。安裝後可從主畫面全螢幕開啟，像應用程式一樣使用。',
  installButton: '安裝 Fairround',
  installed: 'Fairround 已安裝在此裝置上。',
  iosSteps: '在 Safari 中點選「分享」按鈕，然後選擇「加入主畫面」。',
  unavailable:
    '此瀏覽器在這裡不提供安裝。在 Chrome 或 Edge 中，開啟瀏覽器選單並選擇「安裝應用程式」或「新增至主畫面」；在 iPhone 或 iPad 上，請用 Safari 開啟此頁面。',
  storeTitle: '商店應用程式',
  android: 'Android 應用程式',
  ios: 'iPhone 和 iPad 應用程式',
  newTab: '（在新分頁中開啟）',
  noStore: '暫無商店應用程式：Fairround 在瀏覽器中執行，您可以將它加入主畫面。',
};
