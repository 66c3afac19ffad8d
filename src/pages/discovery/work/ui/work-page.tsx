import { Container, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { WorkDetailLoad, WorkDetailView } from '@/entities/work';
import { SharePageButton } from '@/features/share-page';
import { ButtonLink } from '@/shared/ui/button-link';

const toSearch = (
  <ButtonLink variant="outline" colorPalette="brand" to="/search">
    去搜索作品
  </ButtonLink>
);

/**
 * /work/{id}: one work. Without a usable id, or for a work the API does not know, the page says
 * so and leads to the search; a failed load offers a retry. The work's title is the page's h1.
 */
export function WorkPage() {
  const { id: rawId } = useParams({ from: '/_portal/work/{-$id}' });
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <WorkDetailLoad rawId={rawId} heading="作品详情" noun="作品" unspecified="请从搜索结果或专家主页打开作品。" action={toSearch}>
        {(work) => (
          <>
            <Flex justify="space-between" align="center" gap="3" mb="4">
              <Text fontSize="sm" color="fg.muted">
                {work.origin && (
                  <>
                    本文为理论文献，
                    <ChakraLink asChild display="inline" color="brand.fg">
                      <Link to="/work/origin/{-$id}" params={{ id: String(work.id) }}>
                        在理论文献中查看
                      </Link>
                    </ChakraLink>
                  </>
                )}
              </Text>
              <SharePageButton flexShrink={0} />
            </Flex>
            <WorkDetailView work={work} />
          </>
        )}
      </WorkDetailLoad>
    </Container>
  );
}
