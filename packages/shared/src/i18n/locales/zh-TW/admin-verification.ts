/** Console texts of identity verification (`admin.verification`, issue #26 item 4). */
export const adminVerification = {
  nav: '身分驗證',
};
