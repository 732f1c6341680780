// Types only from the endpoints: start-up code takes these refs without loading zod (contract/endpoint.ts).
import { endpointRef } from '../contract/endpoint.js';
import type { appConfigEndpoints } from './app-config.endpoints.js';
import type { bannersEndpoints } from './banners.endpoints.js';

/** The site's calls made by code the player app loads at start-up (config, home banners). */
export const siteRefs = {
  config: endpointRef<typeof appConfigEndpoints.config>('/api/Index/getconfig'),
  slides: endpointRef<typeof bannersEndpoints.slides>('/api/Game/slide'),
};
