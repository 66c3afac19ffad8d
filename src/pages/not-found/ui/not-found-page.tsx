import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from '@/shared/ui/button-link';

export function NotFoundPage() {
  return (
    <Container maxW="2xl" py="20">
      <Stack gap="4" align="center" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="xl">
          页面不存在
        </Heading>
        <Text color="fg.muted">您访问的页面不存在或已被移除。</Text>
        <ButtonLink colorPalette="brand" to="/">
          返回首页
        </ButtonLink>
      </Stack>
    </Container>
  );
}
