import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $isLoggedIn } from '@/entities/session';
import { Suspense, lazy } from 'react';

// Menus and avatars stay out of the first load of anonymous visitors, most of the portal's traffic.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Login entries for visitors; the user menu once logged in. */
export function AccountEntry() {
  const loggedIn = useUnit($isLoggedIn);
  if (loggedIn) {
    return (
      <Suspense fallback={null}>
        <UserMenu />
      </Suspense>
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
