import { Badge, Box, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { DownloadButton } from '@/features/file-download';
import { useListPrivateResources, useListResourcePackages } from '@/shared/api/generated/endpoints/resource/resource';
import type { PrivateResource } from '@/shared/api/generated/model';
import { KEYWORD_MAX, PAGE_SIZE_DEFAULT } from '@/shared/config';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { ListView } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { formatSize } from '../lib/format-size';
import { ButtonLink } from '@/shared/ui/button-link';

function ResourceRow({ resource, packageNames }: { resource: PrivateResource; packageNames: Map<number, string> }) {
  const title = resource.title || '未命名资源';
  const size = formatSize(resource.size);
  const date = resource.publishTime?.slice(0, 10) ?? '';
  const unlockers = (resource.packageIds ?? []).map((id) => packageNames.get(id)).filter((name): name is string => Boolean(name));
  return (
    <Flex
      as="li"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ md: 'center' }}
      gap="3"
      py="4"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Stack gap="1.5" minW="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Text as="h2" fontWeight="semibold" fontSize="md">
            {title}
          </Text>
          {resource.category && <Badge variant="subtle">{resource.category}</Badge>}
          {resource.accessible ? (
            <Badge colorPalette="green" variant="subtle">
              已解锁
            </Badge>
          ) : (
            <Badge colorPalette="gray" variant="outline">
              未解锁
            </Badge>
          )}
        </HStack>
        {resource.summary && (
          <Text fontSize="sm" color="fg.muted">
            {resource.summary}
          </Text>
        )}
        <HStack gap="3" fontSize="xs" color="fg.subtle" wrap="wrap">
          {size && <Text>大小 {size}</Text>}
          {date && <Text>发布于 {date}</Text>}
        </HStack>
      </Stack>
      <Box flexShrink={0} textAlign={{ md: 'right' }} maxW={{ md: '16rem' }}>
        {resource.accessible && resource.fileId ? (
          <DownloadButton fileId={resource.fileId} kind="downloadV2" fileName={title} size="sm">
            下载
          </DownloadButton>
        ) : (
          <Stack gap="1.5" align={{ base: 'flex-start', md: 'flex-end' }}>
            <Text fontSize="sm" color="fg.muted">
              {unlockers.length > 1
                ? `购买${unlockers.join('、')}任一即可解锁`
                : unlockers.length === 1
                  ? `购买${unlockers[0]}即可解锁`
                  : '购买对应资源包后可解锁'}
            </Text>
            <ButtonLink size="sm" colorPalette="brand" variant="outline" to="/buyResource">
              购买资源包
            </ButtonLink>
          </Stack>
        )}
      </Box>
    </Flex>
  );
}

/**
 * /privacyResource (login required): the private resources. Unlocked ones download with their
 * fileId; locked ones say which packages unlock them. Keyword and page live in the URL.
 */
export function PrivacyResourcePage() {
  const { page = 1, keyword = '' } = useSearch({ from: '/_portal/privacyResource' });
  const navigate = useNavigate({ from: '/privacyResource' });
  const listRef = useRef<HTMLDivElement>(null);

  const query = useListPrivateResources(
    { page, pageSize: PAGE_SIZE_DEFAULT, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const packages = useListResourcePackages();
  const packageNames = new Map((packages.data?.data ?? []).map((pack) => [pack.id, pack.name] as const));

  const goTo = useCallback(
    (next: number) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }), resetScroll: false }),
    [navigate],
  );

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHeading
        title="隐私资源"
        description="已购资源包内的资源可直接下载；未解锁的资源会标明可解锁它的资源包。"
        actions={
          <ButtonLink colorPalette="brand" to="/buyResource">
            购买资源包
          </ButtonLink>
        }
      />
      <KeywordSearch
        keyword={keyword}
        onSearch={(next) => void navigate({ search: next ? { keyword: next } : {} })}
        label="搜索隐私资源"
        fieldLabel="关键词"
        placeholder="搜索资源标题、类型或简介"
        type="search"
        inputProps={{ name: 'keyword', maxLength: KEYWORD_MAX }}
        fieldProps={{ maxW: 'xl', mb: '4' }}
      />
      <Box ref={listRef} scrollMarginTop="4">
        <ListView
          query={query}
          noun="隐私资源"
          errorTitle="隐私资源加载失败"
          empty={{
            title: '暂无隐私资源',
            description: '资源上架后将显示在这里。',
            action: (
              <ButtonLink variant="outline" to="/buyResource">
                浏览资源包
              </ButtonLink>
            ),
            filtered: Boolean(keyword),
            noMatch: {
              title: `没有找到与“${keyword}”相关的资源`,
              description: '换个关键词试试',
              onClear: () => void navigate({ search: {} }),
              clearLabel: '清除搜索',
            },
          }}
          page={page}
          onPage={goTo}
          hideTotal
          scrollTargetRef={listRef}
        >
          {(rows, total) => (
            <>
              <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
                {keyword ? `找到 ${total} 项与“${keyword}”相关的资源` : `共 ${total} 项资源`}
              </Text>
              <Box as="ul" listStyleType="none" m="0" p="0">
                {rows.map((resource) => (
                  <ResourceRow key={resource.id} resource={resource} packageNames={packageNames} />
                ))}
              </Box>
            </>
          )}
        </ListView>
      </Box>
    </Container>
  );
}
