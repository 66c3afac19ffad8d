import { Badge, Box, Button, Flex, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { WorkListItem } from '@/entities/work';
import type { Work } from '@/shared/api/generated/model';

interface ClaimableWorkProps {
  work: Work;
  keyword: string;
  claimed: boolean;
  busy: boolean;
  onClaim: (work: Work) => void;
}

/** A catalogue work with its 认领 button; once claimed, it says so and leads to 我的作品. */
export function ClaimableWork({ work, keyword, claimed, busy, onClaim }: ClaimableWorkProps) {
  const title = work.title || '未命名作品';
  return (
    <Flex
      as="li"
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '0', md: '4' }}
      align={{ md: 'center' }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      pb={{ base: '4', md: '0' }}
    >
      <Box flex="1" minW="0">
        <WorkListItem work={work} terms={keyword} />
      </Box>
      <Stack flexShrink={0} align={{ base: 'flex-start', md: 'flex-end' }} gap="1">
        {claimed ? (
          <>
            <Badge colorPalette="green" size="lg">
              已认领
            </Badge>
            <ChakraLink asChild textStyle="sm" colorPalette="brand">
              <Link to="/myWorks" search={{ status: 'claimed' }}>
                在我的作品中查看
              </Link>
            </ChakraLink>
          </>
        ) : (
          <Button size="sm" colorPalette="brand" loading={busy} aria-label={`认领「${title}」`} onClick={() => onClaim(work)}>
            认领
          </Button>
        )}
      </Stack>
    </Flex>
  );
}
