import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';

const FAQ: ReadonlyArray<{ q: string; a: string }> = [
  { q: '如何提交查重检测？', a: '登录后进入「学术查重」，上传文档并选择检测类型，提交后即可获得报告编号。' },
  { q: '检测报告如何验证真伪？', a: '在「报告验证」页面输入报告编号与验证码，即可核验报告的真实性。' },
  { q: '机构账号如何开通？', a: '请通过「提交申请」页面提交机构信息，工作人员将在 1–3 个工作日内与您联系。' },
];

/** A menu-driven page (GET /menu/config/list names it `HelpPage`). */
export function HelpPage({ title = '帮助中心' }: { title?: string }) {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeading title={title} />
      <Stack gap="6">
        {FAQ.map((item) => (
          <Stack key={item.q} gap="1">
            <Heading as="h2" size="md">
              {item.q}
            </Heading>
            <Text color="fg.muted">{item.a}</Text>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
