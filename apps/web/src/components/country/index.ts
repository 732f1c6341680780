/**
 * Area codes: the picker inside a phone field (flag and dial code, a searchable country list)
 * and the country first offered. Used by the sign-up, login and password-reset forms and by the
 * phone change in the account screens.
 */
export { CountryPicker, type CountryPickerProps } from './CountryPicker';
export { areaCodeOptions, defaultCountry, type AreaCodeOption } from './area-codes';
export { CountryFlag } from './flags/CountryFlag';
