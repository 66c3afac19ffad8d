import { Container } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

export function CheckSubmitPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="提交检测" description="上传文档，选择检测类型并提交。" />
    </Container>
  );
}
