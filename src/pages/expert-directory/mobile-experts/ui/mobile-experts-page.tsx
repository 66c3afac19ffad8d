import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ExpertInfiniteList } from '@/entities/expert';
import { DisciplineChips } from './discipline-chips';
import { ButtonLink } from '@/shared/ui/button-link';

/** The expert directory for phones: a search entry, discipline chips and a list that grows. */
export function MobileExpertsPage() {
  const search = useSearch({ from: '/_mobile/mobile/experts' });
  const navigate = useNavigate({ from: '/mobile/experts' });
  const setDiscipline = (discipline: string | undefined) =>
    void navigate({
      search: { discipline },
      replace: true,
      resetScroll: false,
    });

  return (
    <Box bg="bg.subtle" minH="full">
      <Box position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" borderColor="border.muted">
        <Flex px="4" pt="3" pb="2" align="center" justify="space-between" gap="3">
          <Heading as="h1" size="lg">
            专家学者
          </Heading>
          <ButtonLink size="xs" variant="ghost" colorPalette="brand" to="/expertVideos">
            访谈视频
          </ButtonLink>
        </Flex>
        <Box px="4" pb="1">
          <Link to="/mobile/expertSearch">
            <Flex align="center" gap="2" h="10" px="3" rounded="full" bg="bg.muted" color="fg.muted" fontSize="sm">
              <Text as="span" aria-hidden>
                ⌕
              </Text>
              <Text as="span">搜索专家姓名、研究领域、机构</Text>
            </Flex>
          </Link>
        </Box>
        <DisciplineChips value={search.discipline} onChange={setDiscipline} />
      </Box>
      <ExpertInfiniteList
        params={{ discipline: search.discipline }}
        empty={{
          title: search.discipline ? '该学科暂无专家' : '暂无专家',
          action: search.discipline ? (
            <Button variant="outline" colorPalette="brand" onClick={() => setDiscipline(undefined)}>
              查看全部专家
            </Button>
          ) : undefined,
        }}
      />
    </Box>
  );
}
