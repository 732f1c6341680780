import type { Config } from '../../config/config.js';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/credentials/password-hash.js';
import type { Database } from '../../platform/db/database.js';
import { recordAudit } from './audit.service.js';
import { generatePassword } from './passwords.js';
import { createStaffRepository } from './staff.repository.js';

const GENERATED_OWNER_USERNAME = 'owner';

export type FirstOwnerResult =
  { created: false } | { created: true; username: string; generatedPassword: string | null };

/**
 * Makes sure the console can be entered: with no staff at all, creates an owner from
 * ADMIN_USERNAME/ADMIN_PASSWORD, or `owner` with a random password. Safe on every boot and when
 * several instances boot together: the unique username makes all but one insert do nothing, and
 * only the instance whose insert landed reports a password.
 */
export async function ensureFirstOwner({
  db,
  config,
  clock,
}: {
  db: Database;
  config: Config;
  clock: Clock;
}): Promise<FirstOwnerResult> {
  if ((await createStaffRepository({ db }).count()) > 0) return { created: false };
  const username = config.ADMIN_USERNAME ?? GENERATED_OWNER_USERNAME;
  const generatedPassword = config.ADMIN_PASSWORD ? null : generatePassword(16);
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD ?? generatedPassword ?? '');
  return db.transaction(async (tx) => {
    const owner = await createStaffRepository({ db: tx }).insertIfNew(
      { username, passwordHash, role: 'owner' },
      clock.now(),
    );
    if (!owner) return { created: false } as const;
    await recordAudit(tx, {
      actor: null,
      ip: null,
      action: 'staff.bootstrap_owner',
      targetType: 'staff_user',
      targetId: owner.id,
      after: {
        username: owner.username,
        role: owner.role,
        from: generatedPassword ? 'generated' : 'ADMIN_USERNAME',
      },
    });
    return { created: true, username: owner.username, generatedPassword } as const;
  });
}

/**
 * The generated password is shown exactly once, on stderr and never through the JSON logger, so
 * it does not end up in log storage with the request logs.
 */
export function printGeneratedOwner(
  username: string,
  password: string,
  write: (text: string) => void = (text) => process.stderr.write(text),
): void {
  const lines = [
    'Fairround operator console: first owner account created',
    '',
    `  Console:   /admin/`,
    `  Username:  ${username}`,
    `  Password:  ${password}`,
    '',
    'This password is shown only once. Log in, then set up two-factor',
    'authentication. Set ADMIN_USERNAME/ADMIN_PASSWORD to choose them.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = '─'.repeat(width + 2);
  write(`\n┌${border}┐\n${lines.map((line) => `│ ${line.padEnd(width)} │`).join('\n')}\n└${border}┘\n\n`);
}
