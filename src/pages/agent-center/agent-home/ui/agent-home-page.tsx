import { Badge, Box, Card, HStack, chakra, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DictTag } from '@/entities/dict';
import { DASH, dayOf, daysInRange, formatPrice, groupDigits, orDash, todayInBeijing } from '@/shared/lib/format';
import { useGetAgentSummary } from '@/shared/api/generated/endpoints/institution/institution';
import type { AgentSummary } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageHeading } from '@/shared/ui/page-heading';
import { ButtonLink } from '@/shared/ui/button-link';

/** Within this many days of its end the service is flagged, so there is time to renew. */
const EXPIRY_WARNING_DAYS = 30;

interface Figure {
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: 'warning' | 'danger';
}

function expiryHint(expireDate: string | null | undefined): Pick<Figure, 'value' | 'hint' | 'tone'> {
  // null is a service without end; a summary that leaves the date out says nothing about it.
  if (expireDate === undefined) return { value: DASH };
  const day = dayOf(expireDate);
  if (!day) return { value: '长期有效' };
  const today = todayInBeijing();
  if (day < today) return { value: day, hint: '服务已到期，请联系平台续费', tone: 'danger' };
  const left = daysInRange(today, day) - 1;
  return {
    value: day,
    hint: left === 0 ? '今天到期' : `还剩 ${left} 天`,
    tone: left <= EXPIRY_WARNING_DAYS ? 'warning' : undefined,
  };
}

function figuresOf(summary: AgentSummary, isMain: boolean): Figure[] {
  // Counters and amounts are optional in the contract: an absent one is 「—」, its hint left out.
  const count = (n: number | undefined) => orDash(n, (value) => `${groupDigits(value)} 次`);
  const amountHint = (n: number | undefined) => (n === undefined ? undefined : `金额 ${formatPrice(n)}`);
  const left = summary.leftAmount;
  return [
    {
      label: '剩余额度',
      value: orDash(left, formatPrice),
      hint: left !== undefined && left <= 0 ? '额度已用完，请联系平台充值' : undefined,
      tone: left !== undefined && left <= 0 ? 'danger' : undefined,
    },
    { label: '服务有效期至', ...expiryHint(summary.expireDate) },
    ...(isMain
      ? [
          {
            label: '子账号',
            value: orDash(summary.childCount, (n) => `${groupDigits(n)} 个`),
            hint: (
              <ChakraLink asChild colorPalette="brand">
                <Link to="/subAccount">管理子账号</Link>
              </ChakraLink>
            ),
          },
        ]
      : []),
    {
      label: '今日检测',
      value: count(summary.todayCount),
      hint: amountHint(summary.todayAmount),
    },
    {
      label: '本月检测',
      value: count(summary.monthCount),
      hint: amountHint(summary.monthAmount),
    },
    { label: '累计检测', value: count(summary.totalCount) },
  ];
}

/**
 * /agentHome: the institution at a glance (getAgentSummary): remaining amount, how long the
 * service runs, sub-accounts (main account), this day's and month's checks, and the latest
 * activity. A main account sees its whole institution, a sub-account only itself.
 */
export function AgentHomePage() {
  const summary = useGetAgentSummary({ request: { silent: true } });
  const data = summary.data?.data;
  const isMain = data?.mainAccount === 'Y';
  const activities = data?.recentActivities ?? [];

  return (
    <Stack gap="6">
      <PageHeading
        title="机构首页"
        description={data ? `欢迎回来，${data.nickName || '用户'}${isMain ? '（主账号）' : '（子账号）'}` : '剩余额度、有效期与最近动态'}
        actions={
          <HStack gap="2" wrap="wrap">
            <ButtonLink colorPalette="brand" size="sm" to="/singleCheckCenter">
              单篇检测
            </ButtonLink>
            <ButtonLink variant="outline" size="sm" to="/moreCheckCenter">
              批量检测
            </ButtonLink>
            <ButtonLink variant="outline" size="sm" to="/checkRecord">
              检测记录
            </ButtonLink>
          </HStack>
        }
      />
      {summary.isPending ? (
        <ListSkeleton variant="cards" count={6} label="正在加载机构概况" />
      ) : summary.isError || !data ? (
        <ErrorState message={summary.error?.message} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <SimpleGrid as="dl" columns={{ base: 2, lg: 3 }} gap={{ base: '3', md: '4' }} aria-label="机构概况">
            {figuresOf(data, isMain).map((figure) => (
              <Card.Root key={figure.label} variant="outline" gap="1" p="6">
                {/* dt and dd straight in the card: a <dl> allows one wrapping div only. */}
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {figure.label}
                </Text>
                <Text
                  as="dd"
                  fontSize={{ base: 'xl', md: '2xl' }}
                  fontWeight="semibold"
                  color={figure.tone === 'danger' ? 'fg.error' : undefined}
                >
                  {figure.value}
                </Text>
                {figure.hint && (
                  <Text
                    as="dd"
                    fontSize="sm"
                    color={figure.tone === 'danger' ? 'fg.error' : figure.tone === 'warning' ? 'fg.warning' : 'fg.muted'}
                  >
                    {figure.hint}
                  </Text>
                )}
              </Card.Root>
            ))}
          </SimpleGrid>

          <Box as="section" aria-labelledby="agent-activity-title" bg="bg" rounded="lg" borderWidth="1px" p={{ base: '4', md: '5' }}>
            <Heading as="h2" id="agent-activity-title" size="md" mb="3">
              最近动态
            </Heading>
            {activities.length === 0 ? (
              <EmptyList title="暂无动态" description="提交检测后，进度与结果会显示在这里。" />
            ) : (
              <Stack as="ol" listStyle="none" gap="0" aria-label="最近动态">
                {activities.map((activity) => (
                  <Stack
                    as="li"
                    key={activity.id}
                    direction={{ base: 'column', md: 'row' }}
                    gap={{ base: '1', md: '4' }}
                    py="3"
                    borderBottomWidth="1px"
                    borderColor="border.muted"
                    _last={{ borderBottomWidth: '0' }}
                  >
                    {activity.time ? (
                      <chakra.time dateTime={activity.time.replace(' ', 'T')} fontSize="sm" color="fg.muted" flexShrink={0} minW="10.5rem">
                        {activity.time}
                      </chakra.time>
                    ) : (
                      <Text fontSize="sm" color="fg.muted" flexShrink={0} minW="10.5rem">
                        {DASH}
                      </Text>
                    )}
                    <Box flex="1" minW="0">
                      <Text>
                        <Text as="span" fontWeight="medium">
                          {activity.accountName}
                        </Text>{' '}
                        {activity.content}
                      </Text>
                      {(activity.service || activity.code) && (
                        <HStack gap="2" mt="1" wrap="wrap">
                          {activity.service && <DictTag type="service_type" value={activity.service} />}
                          {activity.code && (
                            <Badge variant="outline" fontFamily="mono">
                              {activity.code}
                            </Badge>
                          )}
                        </HStack>
                      )}
                    </Box>
                  </Stack>
                ))}
              </Stack>
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}
