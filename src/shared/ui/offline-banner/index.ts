export { OfflineBanner } from './offline-banner';
export {
  NETWORK_TEXT,
  ONLINE_RETRY_DELAY_MS,
  RESTORED_NOTICE_MS,
  useNetworkNotice,
  useOnline,
  useRetryWhenBackOnline,
} from './online-status';
export type { NetworkNotice } from './online-status';
