import { AspectRatio, Badge, Box, Container, Heading, HStack, Image, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useGetEmpowerCase } from '@/shared/api/generated/endpoints/empower/empower';
import { apiImageSrc } from '@/shared/api';
import { chineseDay, presentParts } from '@/shared/lib/format';
import { useItemMeta } from '@/shared/lib/page-meta';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { RichText } from '@/shared/ui/rich-text';
import { ButtonLink } from '@/shared/ui/button-link';

const text = (value: string | undefined): string => value?.trim() ?? '';

const toList = (
  <ButtonLink variant="outline" colorPalette="brand" to="/empowerList">
    查看全部案例
  </ButtonLink>
);

/** /empowerDetails?id=: one case with its sanitized rich-text story; without an id, a way to the list. */
export function EmpowerDetailsPage() {
  // `?id=`, checked by the route (SPEC gives the page no path parameter).
  const { id } = useSearch({ from: '/_portal/empowerDetails' });
  const query = useGetEmpowerCase(id ?? 0, { query: { enabled: id !== undefined }, request: { silent: true } });
  const item = query.data?.data;
  useItemMeta(item && { name: text(item.title), description: [item.summary, item.content], image: apiImageSrc(item.cover) });
  const [broken, setBroken] = useState(false);

  let body;
  if (id === undefined) {
    body = (
      <>
        <PageHeading title="赋能详情" />
        <EmptyList title="未指定案例" description="请从赋能案例列表中选择要查看的案例。" action={toList} />
      </>
    );
  } else if (query.isPending) {
    body = (
      <Box role="status" aria-busy="true">
        <Heading as="h1" srOnly>
          赋能详情
        </Heading>
        <Stack gap="4" aria-hidden>
          <Skeleton height="8" width="70%" />
          <Skeleton height="4" width="40%" />
          <Skeleton height={{ base: '44', md: '80' }} />
          <SkeletonText noOfLines={6} />
        </Stack>
      </Box>
    );
  } else if (query.isError && query.error.kind !== 'notFound') {
    body = (
      <>
        <PageHeading title="赋能详情" />
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </>
    );
  } else if (!item) {
    body = (
      <>
        <PageHeading title="赋能详情" />
        <EmptyList title="案例不存在或已下线" description={`未找到编号为 ${id} 的案例。`} action={toList} />
      </>
    );
  } else {
    const src = apiImageSrc(item.cover);
    const meta = presentParts([text(item.institution), chineseDay(text(item.publishTime))]);
    body = (
      <Box as="article">
        <Stack gap="3" mb="6">
          <HStack gap="2" flexWrap="wrap">
            {text(item.category) && (
              <Badge colorPalette="brand" variant="subtle">
                {text(item.category)}
              </Badge>
            )}
            {meta.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {meta.join(' · ')}
              </Text>
            )}
          </HStack>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="short" wordBreak="break-word">
            {text(item.title) || '未命名案例'}
          </Heading>
          {text(item.summary) && (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
              {text(item.summary)}
            </Text>
          )}
        </Stack>
        {src && !broken && (
          <AspectRatio ratio={21 / 9} mb="8" rounded="md" overflow="hidden" bg="brand.subtle">
            <Image src={src} alt={`${text(item.title) || '案例'}配图`} objectFit="cover" onError={() => setBroken(true)} />
          </AspectRatio>
        )}
        {text(item.content) ? <RichText html={item.content} /> : <Text color="fg.muted">暂无详细内容</Text>}
        <Box mt="10" pt="6" borderTopWidth="1px" borderColor="border.muted">
          {toList}
        </Box>
      </Box>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      {/* Where the page sits (首页 / 赋能案例 / the case) is said by the portal layout's breadcrumbs. */}
      {body}
    </Container>
  );
}
