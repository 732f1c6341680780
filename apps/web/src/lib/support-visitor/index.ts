export { claimVisitorChat, clearVisitorToken, getVisitorToken, setVisitorToken } from './visitor-token';
