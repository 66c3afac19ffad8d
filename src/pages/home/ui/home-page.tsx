import { Box, Card, Center, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { SERVICES } from '../config';
import { DeferredSection } from './deferred-section';
import { SearchBox } from './search-box';

// The data sections (experts, news, journals) and their hooks and cards stay out of the first
// load (budget): one deferred chunk that lazily loads each section's own chunk.
const loadHomeSections = () => import('./home-sections');

export function HomePage() {
  return (
    <>
      <Box bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.500" color="white" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <Stack gap="6" align="flex-start">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.2">
              一站式学术服务平台
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" color="whiteAlpha.900">
              学术查重、AIGC检测、专利评估、原创认证与版权运营，连接专家学者与优质学术资源。
            </Text>
            <SearchBox />
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Heading as="h2" size="xl" mb="6">
          核心服务
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {SERVICES.map((s) => (
            <Card.Root key={s.to} asChild variant="outline" _hover={{ borderColor: 'brand.400', boxShadow: 'md' }}>
              <Link to={s.to}>
                <Card.Body gap="2">
                  <Center aria-hidden boxSize="10" rounded="lg" bg={`${s.palette}.100`} color={`${s.palette}.700`} fontWeight="bold">
                    {s.mark}
                  </Center>
                  <Card.Title>{s.title}</Card.Title>
                  <Card.Description>{s.description}</Card.Description>
                </Card.Body>
              </Link>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
      <DeferredSection load={loadHomeSections} minHeight={900} />
    </>
  );
}
