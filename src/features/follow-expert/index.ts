/**
 * Following an expert (getAttentionStatus, followExpert, unfollowExpert): the button of the
 * expert page, the attention list and the fans list (回关). Success refreshes the attention and
 * fans lists, the expert's counts and the scholar's profile.
 */
export { FollowButton } from './ui/follow-button';
export type { FollowButtonProps } from './ui/follow-button';
export { FOLLOW_CHECK_TEXT, FollowCheckNotice } from './ui/follow-check-notice';
