import { failureMessage } from '@/shared/lib/error-message';
import { InlineNotice } from '@/shared/ui/inline-notice';
import { useOwnProfileCheck } from '../model/use-follow';

export const FOLLOW_CHECK_TEXT = '您的学者资料暂时无法读取，关注按钮可能包含您本人的条目';

/**
 * Above a list of follow buttons: says when the scholar's own profile (which tells the own entry
 * apart) could not be had, and asks again. Nothing otherwise.
 */
export function FollowCheckNotice() {
  const check = useOwnProfileCheck();
  if (!check.failed) return null;
  return (
    <InlineNotice
      text={FOLLOW_CHECK_TEXT}
      reason={failureMessage(check.error, '')}
      onRetry={() => void check.retry()}
      retrying={check.retrying}
      mb="3"
      rounded="md"
    />
  );
}
