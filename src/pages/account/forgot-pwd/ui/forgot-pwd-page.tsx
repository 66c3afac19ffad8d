import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function ForgotPwdPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="找回密码" description="通过手机验证码设置新密码。" />
    </Container>
  );
}
