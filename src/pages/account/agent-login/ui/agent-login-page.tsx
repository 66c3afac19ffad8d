import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function AgentLoginPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="机构登录" description="机构账号使用账号、密码与验证码登录。" />
    </Container>
  );
}
