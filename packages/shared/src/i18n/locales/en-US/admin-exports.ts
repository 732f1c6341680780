/** The console's CSV exports (`admin.exports`). */
export const adminExports = {
  button: 'Export CSV',
  preparing: 'Preparing the file…',
  started: 'Downloading {filename}',
  hint: 'Every row that matches the filters shown, not only this page. The export is recorded in the audit log.',
};
