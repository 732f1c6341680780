/** `/my_update`（`web.update`）：应用版本、商店链接和添加到主屏幕。 */
export const webUpdate = {
  title: '应用版本',
  version: '版本 {version}',
  installTitle: '添加到主屏幕',
  installBody: 'Fairround 在浏览器中运行。安装后可从主屏幕全屏打开，像应用一样使用。',
  installButton: '安装 Fairround',
  installed: 'Fairround 已安装在此设备上。',
  iosSteps: '在 Safari 中点按“分享”按钮，然后选择“添加到主屏幕”。',
  unavailable:
    '此浏览器在这里不提供安装。在 Chrome 或 Edge 中，打开浏览器菜单并选择“安装应用”或“添加到主屏幕”；在 iPhone 或 iPad 上，请用 Safari 打开此页面。',
  storeTitle: '商店应用',
  android: 'Android 应用',
  ios: 'iPhone 和 iPad 应用',
  newTab: '（在新标签页中打开）',
  noStore: '暂无商店应用：Fairround 在浏览器中运行，您可以将它添加到主屏幕。',
};
