import { accountsEndpoints } from '@fairround/shared';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { postApi } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { latestOutboxCode, registerBody, seedAccountsForTest } from '../../test/players.js';

let database: TestDatabase;
let app: FastifyInstance;
let captured = '';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccountsForTest(database);
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      captured += chunk.toString('utf8');
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({
      DATA_DIR: '/tmp/fairround-test-unused',
      PRICE_FEED: 'off',
      LOG_LEVEL: 'trace',
      ADMIN_USERNAME: 'logowner',
      ADMIN_PASSWORD: 'log-owner-pass-1',
    }),
    database,
    logger: true,
    logStream,
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('account logs', () => {
  it('never contain a token, a password, a pay password or an SMS code', async () => {
    const body = registerBody({ password: 'Secretpw77', spassword: 'Secretpw77', payPwd: 'Paypw9911' });
    expect(
      (await postApi(app, accountsEndpoints.smsSend.path, { quhao: '+84', mobile: body.phone })).body.code,
    ).toBe(1);
    const code = await latestOutboxCode(database, `+84${body.phone}`);
    const wrongCode = String((Number(code) + 500_001) % 1_000_000).padStart(6, '0');
    await postApi(app, accountsEndpoints.register.path, { ...body, captcha: wrongCode });
    const registered = await postApi<{ token: string }>(app, accountsEndpoints.register.path, {
      ...body,
      captcha: code,
    });
    expect(registered.body.code).toBe(1);
    const registerToken = registered.body.data.token;

    const loggedIn = await postApi<{ token: string }>(app, accountsEndpoints.login.path, {
      username: body.username,
      password: 'Secretpw77',
    });
    const loginToken = loggedIn.body.data.token;
    await postApi(app, accountsEndpoints.login.path, { username: body.username, password: 'Wrongpw771' });
    await postApi(app, accountsEndpoints.userInfo.path, { token: loginToken });
    await postApi(app, accountsEndpoints.userInfo.path, {}, { authorization: `Bearer ${registerToken}` });
    await postApi(app, accountsEndpoints.changePayPassword.path, {
      token: loginToken,
      srcpwd: 'Paypw9911',
      newpwd: 'Paypw2288',
      newpwd2: 'Paypw2288',
    });
    await postApi(app, accountsEndpoints.changePassword.path, {
      token: loginToken,
      passwd: 'Secretpw77',
      npasswd: 'Newpass123',
      npasswd2: 'Newpass123',
    });
    await postApi(app, accountsEndpoints.logout.path, { token: loginToken });
    await postApi(app, accountsEndpoints.userInfo.path, { token: loginToken });

    expect(captured.length).toBeGreaterThan(0);
    expect(captured).toContain(accountsEndpoints.register.path);
    for (const secret of [
      registerToken,
      loginToken,
      'Secretpw77',
      'Wrongpw771',
      'Paypw9911',
      'Paypw2288',
      'Newpass123',
    ]) {
      expect(captured, 'a secret reached the log').not.toContain(secret);
    }
    // Six digits can occur inside a timestamp by chance; a code on its own cannot appear.
    for (const smsCode of [code, wrongCode])
      expect(captured).not.toMatch(new RegExp(`(?<!\\d)${smsCode}(?!\\d)`));
  });
});
