import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function OriginalCertificationPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="原创认证" description="为原创作品登记存证，保护创作权益。" />
    </Container>
  );
}
