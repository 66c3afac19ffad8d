import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function SigningProcessPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="签约流程" description="了解合作签约的流程与所需材料。" />
    </Container>
  );
}
