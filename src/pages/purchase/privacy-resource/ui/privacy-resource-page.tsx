import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function PrivacyResourcePage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="隐私资源" description="登录后可查看的隐私资源。" />
    </Container>
  );
}
