import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function PrivacyPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="隐私政策" description="我们如何收集、使用与保护您的信息。" />
    </Container>
  );
}
