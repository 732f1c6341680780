export * from './site-rules.js';
export * from './banner-views.js';
