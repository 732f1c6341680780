export * from './site-rules.js';
