import { Container, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { WorkDetailLoad, WorkDetailView } from '@/entities/work';
import { ButtonLink } from '@/shared/ui/button-link';

const toOrigins = (
  <ButtonLink variant="outline" colorPalette="orange" to="/search" search={{ origin: true }}>
    浏览理论文献
  </ButtonLink>
);

/**
 * /work/origin/{id}: a work of theory literature (原典), the same data as /work/{id} in the
 * classic styling of the theory section, with a way back to the other theory literature.
 */
export function WorkOriginPage() {
  const { id: rawId } = useParams({ from: '/_portal/work/origin/{-$id}' });
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <HStack as="nav" aria-label="位置" fontSize="sm" color="fg.muted" mb="4" gap="1" flexWrap="wrap">
        <ChakraLink asChild color="orange.700">
          <Link to="/search" search={{ origin: true }}>
            理论文献
          </Link>
        </ChakraLink>
        <Text as="span" aria-hidden>
          /
        </Text>
        <Text as="span">原典详情</Text>
      </HStack>
      <WorkDetailLoad rawId={rawId} heading="理论文献" noun="文献" unspecified="请从理论文献列表中打开一篇文献。" action={toOrigins}>
        {(work) => <WorkDetailView work={work} variant="origin" />}
      </WorkDetailLoad>
    </Container>
  );
}
