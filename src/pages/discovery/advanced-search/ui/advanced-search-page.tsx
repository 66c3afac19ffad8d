import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function AdvancedSearchPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="高级检索" description="按字段组合条件精确检索。" />
    </Container>
  );
}
