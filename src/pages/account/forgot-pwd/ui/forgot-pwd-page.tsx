import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ForgotPasswordForm } from '@/features/forgot-password';
import { AuthCard } from '@/shared/ui/auth-card';
import { ButtonLink } from '@/shared/ui/button-link';

/** /forgotPwd: an institution account sets a new password with a code sent to its mobile. */
export function ForgotPwdPage() {
  return (
    <AuthCard
      title="找回密码"
      description="通过机构账号绑定的手机号接收验证码，设置新密码。"
      footer={
        <ChakraLink asChild colorPalette="brand">
          <Link to="/agentLogin">返回机构登录</Link>
        </ChakraLink>
      }
    >
      <ForgotPasswordForm
        successAction={
          <ButtonLink colorPalette="brand" width="full" to="/agentLogin">
            去登录
          </ButtonLink>
        }
      />
    </AuthCard>
  );
}
