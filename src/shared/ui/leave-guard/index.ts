export { LEAVE_GUARD_TEXT, useLeaveGuard } from './use-leave-guard';
