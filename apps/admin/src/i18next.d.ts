import type { Catalogue } from '@fairround/shared';
import 'i18next';

/** Types every `t()` key from the English catalogue, so a typo is a compile error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'admin';
    resources: { admin: Catalogue['admin']; errors: Catalogue['errors'] };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
    returnNull: false;
  }
}
