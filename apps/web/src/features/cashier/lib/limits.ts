/** The longest pay password the API reads (`pwd`/`payPwd`, cashier-schemas.ts). */
export const WITHDRAWAL_PAY_PASSWORD_MAX = 128;
