import { Button, HStack, Text } from '@chakra-ui/react';
import { failureMessage } from '@/shared/lib/error-message';
import { useOwnProfileCheck } from '../model/use-follow';

export const FOLLOW_CHECK_TEXT = '您的学者资料暂时无法读取，关注按钮可能包含您本人的条目';

/**
 * Above a list of follow buttons: says when the scholar's own profile (which tells the own entry
 * apart) could not be had, and asks again. Nothing otherwise.
 */
export function FollowCheckNotice() {
  const check = useOwnProfileCheck();
  if (!check.failed) return null;
  const reason = failureMessage(check.error, '');
  return (
    <HStack role="alert" wrap="wrap" gap="3" mb="3" px="3" py="2" rounded="md" bg="orange.subtle" color="orange.fg" fontSize="sm">
      <Text flex="1" minW="0">
        {FOLLOW_CHECK_TEXT}
        {reason && `（${reason}）`}
      </Text>
      <Button size="xs" variant="outline" colorPalette="orange" onClick={() => void check.retry()} loading={check.retrying}>
        重试
      </Button>
    </HStack>
  );
}
