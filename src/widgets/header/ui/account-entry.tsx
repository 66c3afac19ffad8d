import { Button, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $isLoggedIn, $nickName } from '@/entities/session';

/** Login entries for visitors; the user's name and centre link once logged in. */
export function AccountEntry() {
  const [loggedIn, nickName] = useUnit([$isLoggedIn, $nickName]);
  if (loggedIn) {
    return (
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted" maxW="8em" truncate display={{ base: 'none', sm: 'block' }}>
          {nickName || '已登录用户'}
        </Text>
        <Button asChild size="sm" colorPalette="brand">
          <Link to="/userIndex">个人中心</Link>
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="2">
      <Button asChild size="sm" variant="ghost" display={{ base: 'none', sm: 'inline-flex' }}>
        <Link to="/agentLogin">机构登录</Link>
      </Button>
      <Button asChild size="sm" colorPalette="brand">
        <Link to="/login/{-$uuid}">登录</Link>
      </Button>
    </HStack>
  );
}
