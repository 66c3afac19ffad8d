import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ExpertInfiniteList } from '@/entities/expert';
import type { MobileExpertSearchSearch } from '../model/search';
import { ButtonLink } from '@/shared/ui/button-link';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { Suggestions } from './suggestions';

/** Phone search: a box that keeps its keyword in the URL, disciplines to start from, the results. */
export function MobileExpertSearchPage() {
  const search = useSearch({ from: '/_mobile/mobile/expertSearch' });
  const navigate = useNavigate({ from: '/mobile/expertSearch' });
  const go = (next: MobileExpertSearchSearch) => void navigate({ search: { ...next } });
  const searching = Boolean(search.keyword || search.discipline);

  return (
    <Box bg="bg.subtle" minH="full">
      <Box position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" borderColor="border.muted" px="4" pt="3" pb="3">
        <Heading as="h1" size="lg" mb="2">
          专家搜索
        </Heading>
        {/* A keyword is required here; 取消 goes back to the list. */}
        <KeywordSearch
          keyword={search.keyword ?? ''}
          onSearch={(keyword) => go({ keyword, discipline: search.discipline })}
          label="搜索专家"
          placeholder="专家姓名、研究领域、机构"
          requiredMessage="请输入专家姓名、研究领域或机构"
          type="search"
          inputProps={{ rounded: 'full', bg: 'bg.muted', borderWidth: '0', autoFocus: !search.keyword }}
          buttonProps={{ rounded: 'full' }}
        >
          <ButtonLink variant="ghost" flexShrink={0} px="2" to="/mobile/experts">
            取消
          </ButtonLink>
        </KeywordSearch>
        {search.discipline && (
          <Flex mt="2" gap="2" align="center" fontSize="sm">
            <Text color="fg.muted">学科：{search.discipline}</Text>
            <Button size="2xs" variant="ghost" colorPalette="brand" onClick={() => go({ keyword: search.keyword })}>
              清除
            </Button>
          </Flex>
        )}
      </Box>
      {searching ? (
        <ExpertInfiniteList
          params={{ keyword: search.keyword, discipline: search.discipline }}
          keyword={search.keyword}
          empty={{
            title: '没有找到相关专家',
            description: '换个关键词试试，或按学科浏览。',
            action: (
              <Button variant="outline" colorPalette="brand" onClick={() => go({})}>
                重新搜索
              </Button>
            ),
          }}
        />
      ) : (
        <Suggestions onPick={(discipline) => go({ discipline })} />
      )}
    </Box>
  );
}
