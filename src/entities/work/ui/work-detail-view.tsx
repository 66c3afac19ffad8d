import { chineseDay, formatPrice } from '@/shared/lib/format';
import { Badge, Box, Button, Card, chakra, Grid, Heading, HStack, Link as ChakraLink, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WorkDetail } from '@/shared/api/generated/model';
import { formatCount, textOf, textsOf, workTypeLabel } from '../lib/format';
import { WorkAuthors } from './work-authors';
import { ButtonLink } from '@/shared/ui/button-link';

export interface WorkDetailViewProps {
  work: WorkDetail;
  /** `origin`: theory literature (/work/origin/{id}), with its own, classic styling. */
  variant?: 'default' | 'origin';
}

/** One row of the bibliographic facts; rows without a value are left out by the caller. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted" whiteSpace="nowrap">
        {label}
      </chakra.dt>
      <chakra.dd m="0" wordBreak="break-word">
        {children}
      </chakra.dd>
    </>
  );
}

/**
 * A work's detail: title (the page's h1), authors linking to their expert pages, institutions,
 * abstract, keywords (each a new search), the bibliographic facts and how to get the full text:
 * a priced work offers 购买全文 (/workPay/{id}, login required); a free one says it is free.
 */
export function WorkDetailView({ work, variant = 'default' }: WorkDetailViewProps) {
  const origin = variant === 'origin';
  const id = String(work.id);
  const keywords = textsOf(work.keywords);
  const institutions = textsOf(work.institutions);
  const type = workTypeLabel(work.type);
  const date = chineseDay(work.publishDate);
  const price = work.price ?? 0;
  const pageCount = work.pageCount ?? 0;
  const source = textOf(work.source);
  const doi = textOf(work.doi);
  const fund = textOf(work.fund);
  const discipline = textOf(work.discipline);
  const abstract = textOf(work.abstract);
  const accent = origin ? 'orange' : 'brand';

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box
        as="header"
        borderLeftWidth={{ base: '3px', md: '4px' }}
        borderColor={origin ? 'orange.400' : 'brand.solid'}
        bg={origin ? 'orange.50' : 'brand.subtle'}
        px={{ base: '4', md: '6' }}
        py={{ base: '4', md: '6' }}
        rounded="md"
      >
        <HStack gap="2" mb="3" flexWrap="wrap">
          {origin && (
            <Badge colorPalette="orange" variant="solid">
              理论文献 · 原典
            </Badge>
          )}
          {type && (
            <Badge colorPalette={accent} variant="subtle">
              {type}
            </Badge>
          )}
          {discipline && (
            <Badge colorPalette="gray" variant="subtle">
              {discipline}
            </Badge>
          )}
        </HStack>
        <Heading
          as="h1"
          size={{ base: 'xl', md: '2xl' }}
          lineHeight="short"
          wordBreak="break-word"
          letterSpacing={origin ? 'wide' : undefined}
        >
          {textOf(work.title) || '未命名作品'}
        </Heading>
        <Text mt="3" fontSize={{ base: 'sm', md: 'md' }}>
          <WorkAuthors authors={work.authors} withInstitutions={institutions.length === 0} />
        </Text>
        {institutions.length > 0 && (
          <Text mt="1" fontSize="sm" color="fg.muted">
            {institutions.join('；')}
          </Text>
        )}
      </Box>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <Stack gap="6">
          <Box as="section" aria-labelledby="work-abstract">
            <Heading as="h2" id="work-abstract" size="md" mb="2">
              {origin ? '内容提要' : '摘要'}
            </Heading>
            <Text whiteSpace="pre-line" lineHeight="tall" textAlign="justify" color={abstract ? 'fg' : 'fg.muted'}>
              {abstract || '暂无摘要'}
            </Text>
          </Box>
          {keywords.length > 0 && (
            <Box as="section" aria-labelledby="work-keywords">
              <Heading as="h2" id="work-keywords" size="md" mb="2">
                关键词
              </Heading>
              <Wrap gap="2">
                {keywords.map((keyword) => (
                  <Button key={keyword} asChild size="xs" variant="outline" colorPalette={accent}>
                    <Link to="/search" search={{ keyword }} title={`搜索“${keyword}”`}>
                      {keyword}
                    </Link>
                  </Button>
                ))}
              </Wrap>
            </Box>
          )}
        </Stack>

        <Stack as="aside" gap="4" aria-label="全文与文献信息">
          <Card.Root variant="outline">
            <Card.Body gap="3">
              <Heading as="h2" size="sm">
                全文获取
              </Heading>
              {price > 0 ? (
                <>
                  <Text>
                    全文价格
                    <Text as="span" fontSize="2xl" fontWeight="bold" color="price" ms="2">
                      {formatPrice(price)}
                    </Text>
                  </Text>
                  <ButtonLink colorPalette={accent} w="full" to="/workPay/{-$id}" params={{ id }}>
                    购买全文
                  </ButtonLink>
                  <Text fontSize="xs" color="fg.muted">
                    购买需登录；支付成功后可在个人中心查看已购全文。
                  </Text>
                </>
              ) : (
                <>
                  <Badge colorPalette="green" variant="subtle" alignSelf="flex-start">
                    免费全文
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">
                    本文全文免费开放，无需购买
                    {source ? `，可通过来源“${source}”获取原文` : ''}。
                  </Text>
                </>
              )}
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline">
            <Card.Body>
              <Heading as="h2" size="sm" mb="3">
                文献信息
              </Heading>
              <chakra.dl display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="2" fontSize="sm">
                {source && (
                  <Fact label={work.type === 'thesis' ? '授予单位' : work.type === 'book' ? '出版社' : '来源'}>
                    {work.periodicalId !== undefined ? (
                      <ChakraLink asChild display="inline" color="brand.fg">
                        <Link to="/periodicalInfo/{-$id}" params={{ id: String(work.periodicalId) }}>
                          {source}
                        </Link>
                      </ChakraLink>
                    ) : (
                      source
                    )}
                  </Fact>
                )}
                {date ? <Fact label="发表日期">{date}</Fact> : Number.isInteger(work.year) && <Fact label="年份">{`${work.year}年`}</Fact>}
                {doi && (
                  <Fact label="DOI">
                    <ChakraLink
                      href={`https://doi.org/${encodeURI(doi)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      display="inline"
                      color="brand.fg"
                      wordBreak="break-all"
                    >
                      {doi}
                    </ChakraLink>
                  </Fact>
                )}
                {fund && <Fact label="基金项目">{fund}</Fact>}
                {pageCount > 0 && <Fact label="页数">{`${formatCount(pageCount)} 页`}</Fact>}
                <Fact label="被引次数">{formatCount(work.citedCount)}</Fact>
                <Fact label="下载次数">{formatCount(work.downloadCount)}</Fact>
              </chakra.dl>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </Stack>
  );
}
