import { Box, HStack, SimpleGrid } from '@chakra-ui/react';
import { ExpertCard } from '@/entities/expert';
import { useListExperts } from '@/shared/api/generated/endpoints/expert/expert';
import { EmptyList } from '@/shared/ui/empty-list';
import { ShortList } from '@/shared/ui/list-view';
import { MoreLink } from './more-link';
import { SectionHeader } from './section-header';

/** The home page has no endpoint of its own: the directory's first experts are the featured ones. */
const FEATURED = 8;

/** 专家学者 on the home page (its own chunk, loaded after the hero). */
export default function FeaturedExperts() {
  const query = useListExperts({ page: 1, pageSize: FEATURED });
  return (
    <Box as="section" aria-labelledby="home-experts">
      <SectionHeader
        id="home-experts"
        title="专家学者"
        more={
          <HStack gap="1">
            <MoreLink to="/expertVideos">访谈视频</MoreLink>
            <MoreLink to="/experts">查看全部专家</MoreLink>
          </HStack>
        }
      />
      <ShortList
        query={query}
        loading={{ variant: 'cards', count: 4, columns: 4, label: '正在加载专家' }}
        empty={<EmptyList title="暂无专家" />}
      >
        {(rows) => (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {rows.map((expert, index) => (
              // Four are enough on a phone, where the cards stack.
              <Box key={expert.id} display={{ base: index < 4 ? 'block' : 'none', sm: 'block' }}>
                <ExpertCard expert={expert} interests={2} />
              </Box>
            ))}
          </SimpleGrid>
        )}
      </ShortList>
    </Box>
  );
}
