/** Every table of the accounts module, exported to the schema in one line. */
export * from './players.tables.js';
export * from './sessions/sessions.tables.js';
export * from './sms/sms.tables.js';
export * from './invitations/invitations.tables.js';
export * from './two-factor/two-factor.tables.js';
