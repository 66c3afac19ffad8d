import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function ScholarAuthenticationPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="学者认证" description="提交材料成为认证学者。" />
    </Container>
  );
}
