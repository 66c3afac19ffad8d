import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $isLoggedIn } from '@/entities/session';
import { UserMenu } from './user-menu';

/** Login entries for visitors; the user menu once logged in. */
export function AccountEntry() {
  const loggedIn = useUnit($isLoggedIn);
  if (loggedIn) return <UserMenu />;
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
