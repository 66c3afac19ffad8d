import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SmsLoginForm } from '@/features/sms-login';
import { SsoLogin } from '@/features/sso-login';
import { safeRedirect } from '@/shared/lib/safe-url';
import { AuthCard } from '@/shared/ui/auth-card';

/** Where a login goes when no (safe) redirect was asked for. */
const AFTER_LOGIN = '/userCenter';

/**
 * The individual login, /login/{uuid?}: the SMS form, or first the partner single sign-on
 * when the path carries a ticket. Afterwards the user goes back to the page that sent them
 * here (same-origin paths only) or to the user center.
 */
export function LoginPage() {
  const { uuid } = useParams({ strict: false });
  const { redirect } = useSearch({ strict: false });
  const navigate = useNavigate();
  const goOn = useCallback(() => {
    void navigate({ href: safeRedirect(redirect, AFTER_LOGIN), replace: true });
  }, [navigate, redirect]);

  const smsForm = <SmsLoginForm onSuccess={goOn} />;
  return (
    <AuthCard
      title="用户登录"
      description="使用手机号与短信验证码登录，未注册的手机号将自动注册。"
      footer={
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text color="fg.muted">机构用户请使用机构账号登录</Text>
          <ChakraLink asChild colorPalette="brand" fontWeight="medium">
            {/* The way back after logging in goes along to the other login. */}
            <Link to="/agentLogin" search={redirect ? { redirect } : {}}>
              机构登录
            </Link>
          </ChakraLink>
        </HStack>
      }
    >
      {uuid ? <SsoLogin uuid={uuid} onSuccess={goOn} fallback={smsForm} /> : smsForm}
    </AuthCard>
  );
}
