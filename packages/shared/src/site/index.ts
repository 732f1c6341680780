export * from './site-rules.js';
export * from './banner-views.js';
export * from './app-config.js';
export * from './app-config.endpoints.js';
export * from './banners.endpoints.js';
export * from './site.refs.js';
