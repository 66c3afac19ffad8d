import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function AgentHomePage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="机构首页" description="剩余额度、有效期、子账号与最近动态。" />
    </Container>
  );
}
