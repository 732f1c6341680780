import { randomInt } from 'node:crypto';

/** Letters and digits without look-alikes (0/O, 1/l/I), so a printed password is typed right. */
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password for the first owner when none is configured; it is hashed like any other. */
export function generatePassword(length = 16): string {
  let password = '';
  for (let index = 0; index < length; index += 1)
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}
