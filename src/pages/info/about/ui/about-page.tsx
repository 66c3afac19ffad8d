import { Container, Stack, Text } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

/** A menu-driven page (GET /menu/config/list names it `AboutPage`). */
export function AboutPage({ title = '关于我们' }: { title?: string }) {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeading title={title} />
      <Stack gap="4" color="fg.muted" lineHeight="tall">
        <Text>
          学术服务平台面向高校、科研院所、出版机构与广大科研人员，提供学术查重、AIGC检测、专利评估、原创认证与版权运营等一站式服务。
        </Text>
        <Text>平台汇聚各学科领域的专家学者，通过专家访谈、学术资讯与理论文章，推动学术成果的传播与转化，助力科研诚信建设。</Text>
      </Stack>
    </Container>
  );
}
