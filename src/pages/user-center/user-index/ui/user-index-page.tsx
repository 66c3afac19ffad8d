import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useDict } from '@/entities/dict';
import { formatPrice, orDash } from '@/shared/lib/format';
import { useGetCenterSummary, useListMyRecords } from '@/shared/api/generated/endpoints/center/center';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageHeading } from '@/shared/ui/page-heading';
import { RECENT_RECORD_COUNT, SERVICE_DICT } from '../config/services';
import { ProfileCard } from './profile-card';
import { RecentRecords } from './recent-records';
import { ServiceOverview } from './service-overview';
import { ButtonLink } from '@/shared/ui/button-link';

/**
 * /userIndex: the individual user's center at a glance. The summary (getCenterSummary), the
 * newest records (listMyRecords) and the services' names (dictionary `service_type`) are asked
 * for together in the first render, never one after the other: the page waits for one round
 * trip, and an expired login meets all three at once (one expiry prompt, SPEC §4).
 */
export function UserIndexPage() {
  // The page shows its own error state, so the client stays silent.
  const summary = useGetCenterSummary({ request: { silent: true } });
  const records = useListMyRecords({ page: 1, pageSize: RECENT_RECORD_COUNT }, { request: { silent: true } });
  const services = useDict(SERVICE_DICT);

  const data = summary.data?.data;
  const rows = records.data?.data?.rows ?? [];
  const failed = [summary, records, services].find((query) => query.isError);
  const pending = summary.isPending || records.isPending || services.isPending;

  function retry() {
    for (const query of [summary, records, services]) if (query.isError) void query.refetch();
  }

  return (
    <>
      <PageHeading title="个人中心" description={data ? `欢迎回来，${data.profile?.nickName || '用户'}。` : '账户概览与最近的服务记录。'} />
      {failed ? (
        <ErrorState title="个人中心加载失败" message={failed.error?.message} onRetry={retry} />
      ) : pending || !data ? (
        <ListSkeleton count={4} label="正在加载个人中心" />
      ) : (
        <Stack gap="6">
          <ProfileCard profile={data.profile} authStatus={data.authStatus} />

          <SimpleGrid columns={2} gap={{ base: '3', md: '4' }}>
            <Card.Root variant="outline">
              <Card.Body gap="2">
                <Text color="fg.muted" fontSize="sm">
                  剩余额度
                </Text>
                <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="price">
                  {orDash(data.leftAmount, formatPrice)}
                </Text>
                <ButtonLink size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start" to="/buyResource">
                  购买资源包
                </ButtonLink>
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body gap="2">
                <Text color="fg.muted" fontSize="sm">
                  可用优惠券
                </Text>
                <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg">
                  {orDash(data.availableCouponCount, String)}
                  {data.availableCouponCount !== undefined && (
                    <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted" ms="1">
                      张
                    </Text>
                  )}
                </Text>
                <ButtonLink size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start" to="/coupon">
                  查看优惠券
                </ButtonLink>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>

          <Box as="section" aria-labelledby="user-index-services">
            <Heading as="h2" size="md" mb="3" id="user-index-services">
              我的服务
            </Heading>
            <ServiceOverview counts={data.serviceCounts ?? []} serviceNames={services.entries} />
          </Box>

          <Box as="section" aria-labelledby="user-index-recent">
            <Heading as="h2" size="md" mb="3" id="user-index-recent">
              最近记录
            </Heading>
            <RecentRecords records={rows} serviceNames={services.entries} />
          </Box>
        </Stack>
      )}
    </>
  );
}
