export { OfflineBanner } from './offline-banner';
export { NETWORK_TEXT, RESTORED_NOTICE_MS, useNetworkNotice, useOnline, useRetryWhenBackOnline } from './online-status';
export type { NetworkNotice } from './online-status';
