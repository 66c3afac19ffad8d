import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function EmpowerDetailsPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="赋能详情" description="赋能案例的详细介绍。" />
    </Container>
  );
}
