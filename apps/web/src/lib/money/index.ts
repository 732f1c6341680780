export { minorOf, minorUnitsOf, sanitizeAmountInput } from './amount-input';
