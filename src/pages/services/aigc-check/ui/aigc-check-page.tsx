import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function AigcCheckPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="AIGC检测" description="识别文本中人工智能生成内容的比例。" />
    </Container>
  );
}
