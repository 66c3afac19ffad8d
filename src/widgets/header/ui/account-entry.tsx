import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $isLoggedIn } from '@/entities/session';
import { ErrorBoundary, lazyRetry } from '@/shared/ui/error-boundary';

// Menus and avatars stay out of the first load of anonymous visitors, most of the portal's traffic.
const UserMenu = lazyRetry<object>(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Login entries for visitors; the user menu once logged in. */
export function AccountEntry() {
  const loggedIn = useUnit($isLoggedIn);
  if (loggedIn) {
    return (
      // If the menu's chunk cannot be fetched, a plain link to the user centre keeps the header whole.
      <ErrorBoundary
        fallback={
          <Button asChild size="sm" variant="ghost">
            <Link to="/userCenter">个人中心</Link>
          </Button>
        }
      >
        <UserMenu />
      </ErrorBoundary>
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
