import { Box, Container, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BRAND } from '@/shared/config';
import { useHydrating } from '@/shared/ui/hydration';

const LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: '用户协议', to: '/agreement' },
  { label: '隐私政策', to: '/privacy' },
  { label: '报告验证', to: '/reportValidate' },
  { label: '资源共享', to: '/resources' },
  { label: '签约流程', to: '/signingProcess' },
];

export function Footer() {
  // A server-rendered page (src/app/server.tsx) holds the year it was built in: hydration renders
  // that one, the next render today's (they differ only after a New Year without a new build).
  const year = useHydrating() ? Number(import.meta.env.VITE_BUILD_YEAR) : new Date().getFullYear();
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Container maxW="7xl" py="8">
        <Stack gap="4">
          <Flex as="nav" aria-label="页脚导航" wrap="wrap" gap="4">
            {LINKS.map((l) => (
              <ChakraLink key={l.to} asChild color="gray.300" fontSize="sm" _hover={{ color: 'white' }}>
                <Link to={l.to}>{l.label}</Link>
              </ChakraLink>
            ))}
          </Flex>
          <Text fontSize="xs" color="gray.400">
            © {year} {BRAND} · 学术查重、AIGC检测、专利评估、原创认证与版权运营一站式服务
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
