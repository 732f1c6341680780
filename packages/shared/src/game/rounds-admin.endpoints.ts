import { stepUpOtpBodyShape as otp } from '../console/staff.js';
import { defineEndpoint } from '../contract/endpoint.js';
import { adminPlayerBetsBodyShape, adminPlayerBetsPageSchema } from '../console/player-bets.js';
import {
  adminHomeTileCreateBodyShape,
  adminHomeTileDeleteBodyShape,
  adminHomeTilesListSchema,
  adminHomeTilesReorderBodyShape,
  adminHomeTileUpdateBodyShape,
  adminHomeTileViewSchema,
} from './home-tiles.js';
import {
  adminChainPublishBodyShape,
  adminChainsListBodyShape,
  adminChainsListSchema,
  adminChainViewSchema,
  adminRoomsListBodyShape,
  adminRoomsListSchema,
  adminRoomTypesListSchema,
  adminRoomTypeUpdateBodyShape,
  adminRoomTypeViewSchema,
  adminRoomUpdateBodyShape,
  adminRoomViewSchema,
  adminRoundsListBodyShape,
  adminRoundsPageSchema,
} from './rounds-admin.js';

/** The console's rounds calls (`/api/admin/rounds/*`, docs/rounds.md) and a player's bets. */
export const roundsAdminEndpoints = {
  roomTypes: defineEndpoint({
    path: '/api/admin/rounds/room-types/list',
    auth: 'staff',
    response: adminRoomTypesListSchema,
  }),
  updateRoomType: defineEndpoint({
    path: '/api/admin/rounds/room-types/update',
    auth: 'staff',
    body: adminRoomTypeUpdateBodyShape,
    response: adminRoomTypeViewSchema,
  }),
  rooms: defineEndpoint({
    path: '/api/admin/rounds/rooms/list',
    auth: 'staff',
    body: adminRoomsListBodyShape,
    response: adminRoomsListSchema,
  }),
  updateRoom: defineEndpoint({
    path: '/api/admin/rounds/rooms/update',
    auth: 'staff',
    stepUp: true,
    body: { ...adminRoomUpdateBodyShape, ...otp },
    response: adminRoomViewSchema,
  }),
  rounds: defineEndpoint({
    path: '/api/admin/rounds/list',
    auth: 'staff',
    body: adminRoundsListBodyShape,
    response: adminRoundsPageSchema,
  }),
  chains: defineEndpoint({
    path: '/api/admin/rounds/chains/list',
    auth: 'staff',
    body: adminChainsListBodyShape,
    response: adminChainsListSchema,
  }),
  publishChain: defineEndpoint({
    path: '/api/admin/rounds/chains/publish',
    auth: 'staff',
    body: adminChainPublishBodyShape,
    response: adminChainViewSchema,
  }),
  playerBets: defineEndpoint({
    path: '/api/admin/players/bets',
    auth: 'staff',
    body: adminPlayerBetsBodyShape,
    response: adminPlayerBetsPageSchema,
  }),
};

/** The console's home tile calls (`/api/admin/site/tiles/*`, docs/site.md). */
export const homeTilesAdminEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/site/tiles/list',
    auth: 'staff',
    response: adminHomeTilesListSchema,
  }),
  create: defineEndpoint({
    path: '/api/admin/site/tiles/create',
    auth: 'staff',
    body: adminHomeTileCreateBodyShape,
    response: adminHomeTileViewSchema,
  }),
  update: defineEndpoint({
    path: '/api/admin/site/tiles/update',
    auth: 'staff',
    body: adminHomeTileUpdateBodyShape,
    response: adminHomeTileViewSchema,
  }),
  reorder: defineEndpoint({
    path: '/api/admin/site/tiles/reorder',
    auth: 'staff',
    body: adminHomeTilesReorderBodyShape,
    response: adminHomeTilesListSchema,
  }),
  delete: defineEndpoint({
    path: '/api/admin/site/tiles/delete',
    auth: 'staff',
    body: adminHomeTileDeleteBodyShape,
    response: adminHomeTilesListSchema,
  }),
};
