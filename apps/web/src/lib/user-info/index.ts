export { accountKeys, getUserInfo, userInfoQueryOptions, useUserInfo } from './user-info';
