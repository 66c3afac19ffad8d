import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AgentLoginForm } from '@/features/agent-login';
import { safeRedirect } from '@/shared/lib/safe-url';
import { AuthCard } from '@/shared/ui/auth-card';

/** Where a login goes when no (safe) redirect was asked for. */
const AFTER_LOGIN = '/userCenter';

/** The institution login, /agentLogin: account, password and captcha. */
export function AgentLoginPage() {
  const { redirect } = useSearch({ strict: false });
  const navigate = useNavigate();
  const goOn = useCallback(() => {
    void navigate({ href: safeRedirect(redirect, AFTER_LOGIN), replace: true });
  }, [navigate, redirect]);

  return (
    <AuthCard
      title="机构登录"
      description="机构主账号与子账号使用账号、密码与图形验证码登录。"
      footer={
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <ChakraLink asChild colorPalette="brand">
            <Link to="/forgotPwd">忘记密码？</Link>
          </ChakraLink>
          <ChakraLink asChild colorPalette="brand">
            {/* The way back after logging in goes along to the other login. */}
            <Link to="/login/{-$uuid}" params={{ uuid: undefined }} search={redirect ? { redirect } : {}}>
              个人用户登录
            </Link>
          </ChakraLink>
        </HStack>
      }
    >
      <AgentLoginForm onSuccess={goOn} />
    </AuthCard>
  );
}
