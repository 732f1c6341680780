import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint.js';
import {
  bannerDraftBodyShape,
  bannerIdBodyShape,
  bannerImageBodyShape,
  bannerImageRemoveBodyShape,
  bannerReorderBodyShape,
  bannerUpdateBodyShape,
  consoleBannerSchema,
  consoleBannersListSchema,
  slidesSchema,
} from './banner-views.js';

/** The home carousel (seed §7): enabled banners in display order. */
export const bannersEndpoints = {
  slides: defineEndpoint({ path: '/api/Game/slide', auth: 'public', response: slidesSchema }),
};

/** The console's home banners (`/api/admin/site/banners/...`). */
export const bannersAdminEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/site/banners/list',
    auth: 'staff',
    response: consoleBannersListSchema,
  }),
  create: defineEndpoint({
    path: '/api/admin/site/banners/create',
    auth: 'staff',
    body: bannerDraftBodyShape,
    response: consoleBannerSchema,
  }),
  update: defineEndpoint({
    path: '/api/admin/site/banners/update',
    auth: 'staff',
    body: bannerUpdateBodyShape,
    response: consoleBannerSchema,
  }),
  reorder: defineEndpoint({
    path: '/api/admin/site/banners/reorder',
    auth: 'staff',
    body: bannerReorderBodyShape,
    response: consoleBannersListSchema,
  }),
  setImage: defineEndpoint({
    path: '/api/admin/site/banners/image',
    auth: 'staff',
    body: bannerImageBodyShape,
    response: consoleBannerSchema,
  }),
  removeImage: defineEndpoint({
    path: '/api/admin/site/banners/image-remove',
    auth: 'staff',
    body: bannerImageRemoveBodyShape,
    response: consoleBannerSchema,
  }),
  remove: defineEndpoint({
    path: '/api/admin/site/banners/delete',
    auth: 'staff',
    body: bannerIdBodyShape,
    response: z.object({ id: z.number() }),
  }),
};
