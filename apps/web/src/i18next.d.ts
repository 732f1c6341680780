import type { Catalogue } from '@fairround/shared';
import 'i18next';

/** Types every `t()` key from the English catalogue, so a typo is a compile error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    resources: { web: Catalogue['web']; errors: Catalogue['errors'] };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
    returnNull: false;
  }
}
