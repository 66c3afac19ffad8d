import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function AiModelPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="AI大模型" description="面向学术写作与研究的智能助手。" />
    </Container>
  );
}
