/** 控制台的 CSV 导出（`admin.exports`）。 */
export const adminExports = {
  button: '导出 CSV',
  preparing: '正在准备文件…',
  started: '正在下载 {filename}',
  hint: '导出符合当前筛选条件的所有记录，而不仅是本页。导出操作会记录在审计日志中。',
};
