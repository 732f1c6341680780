/** 控制台的 CSV 匯出（`admin.exports`）。 */
export const adminExports = {
  button: '匯出 CSV',
  preparing: '正在準備檔案…',
  started: '正在下載 {filename}',
  hint: '匯出符合目前篩選條件的所有記錄，而不僅是本頁。匯出操作會記錄在稽核日誌中。',
};
