import { HStack } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { $isLoggedIn } from '@/entities/session';
import { ErrorBoundary, lazyRetry } from '@/shared/ui/error-boundary';
import { useHydrating } from '@/shared/ui/hydration';
import { ButtonLink } from '@/shared/ui/button-link';

// Menus and avatars stay out of the first load of anonymous visitors, most of the portal's traffic.
const UserMenu = lazyRetry<object>(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * Login entries for visitors; the user menu once logged in; nothing visible in the server's markup
 * (src/app/server.tsx) and while React hydrates it: the static header must not say "logged out"
 * to a visitor who is logged in, and hydration must see what the server rendered.
 */
export function AccountEntry() {
  const loggedIn = useUnit($isLoggedIn);
  const neutral = useHydrating();
  if (loggedIn && !neutral) {
    return (
      // If the menu's chunk cannot be fetched, a plain link to the user center keeps the header whole.
      <ErrorBoundary
        fallback={
          <ButtonLink size="sm" variant="ghost" to="/userCenter">
            个人中心
          </ButtonLink>
        }
      >
        <UserMenu />
      </ErrorBoundary>
    );
  }
  // Prerendering: the same boxes, invisible and out of reach, so the static header holds their
  // space and an anonymous visitor sees them appear in place.
  return (
    <HStack gap="2" {...(neutral ? { visibility: 'hidden', 'aria-hidden': true, inert: true } : {})}>
      <ButtonLink size="sm" variant="ghost" display={{ base: 'none', sm: 'inline-flex' }} to="/agentLogin">
        机构登录
      </ButtonLink>
      <ButtonLink size="sm" colorPalette="brand" to="/login/{-$uuid}">
        登录
      </ButtonLink>
    </HStack>
  );
}
