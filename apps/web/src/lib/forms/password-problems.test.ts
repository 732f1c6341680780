import { ErrorCode } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import { loginPasswordProblems } from '../../features/account/account-rules';
import { registerProblems, resetProblems } from '../../features/auth/auth-rules';
import { newPasswordProblems } from './password-problems';

describe('newPasswordProblems', () => {
  it('says an empty password and an empty repeat are required, never "do not match"', () => {
    expect(newPasswordProblems('', '')).toEqual({ password: 'enterNewPassword', repeat: 'repeatPassword' });
  });

  it('checks the password by the shared rule, and the repeat only once the password is acceptable', () => {
    expect(newPasswordProblems('abc1234', 'x')).toEqual({ password: ErrorCode.PasswordLength, repeat: null });
    expect(newPasswordProblems('Play-pass', 'Play-pass')).toEqual({
      password: ErrorCode.PasswordAlphanumeric,
      repeat: null,
    });
    expect(newPasswordProblems('Play-pass1', 'Play-pass2')).toEqual({
      password: null,
      repeat: ErrorCode.PasswordsDiffer,
    });
    expect(newPasswordProblems('Play-pass1', '')).toEqual({ password: null, repeat: 'repeatPassword' });
    expect(newPasswordProblems('Play-pass1', 'Play-pass1')).toEqual({ password: null, repeat: null });
  });

  it('is the rule of every form that sets a login password', () => {
    const empty = { password: 'enterNewPassword', repeat: 'repeatPassword' };
    const register = registerProblems(
      {
        username: '',
        phone: '',
        captcha: '',
        password: '',
        spassword: '',
        payPwd: '',
        invitation: '',
        agree: false,
      },
      '+84',
    );
    expect([register.password, register.spassword]).toEqual([empty.password, empty.repeat]);
    const reset = resetProblems({ phone: '', captcha: '', password: '', spassword: '' }, '+84');
    expect([reset.password, reset.spassword]).toEqual([empty.password, empty.repeat]);
    const change = loginPasswordProblems({ passwd: '', npasswd: '', npasswd2: '' });
    expect([change.passwd, change.npasswd, change.npasswd2]).toEqual([
      'enterOldPassword',
      empty.password,
      empty.repeat,
    ]);
    expect(loginPasswordProblems({ passwd: 'old', npasswd: 'Play-pass1', npasswd2: 'Play-pass1' })).toEqual({
      passwd: null,
      npasswd: null,
      npasswd2: null,
    });
  });
});
