/** The player's identity verification texts (`web.verification`, issue #26 item 4). */
export const webVerification = {
  title: 'Identity verification',
};
