import { Container } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
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
      {/* Where the page sits (首页 / 理论文献 / the work) is said by the portal layout's breadcrumbs. */}
      <WorkDetailLoad rawId={rawId} heading="原典详情" noun="文献" unspecified="请从理论文献列表中打开一篇文献。" action={toOrigins}>
        {(work) => <WorkDetailView work={work} variant="origin" />}
      </WorkDetailLoad>
    </Container>
  );
}
