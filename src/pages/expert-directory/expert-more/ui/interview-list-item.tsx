import { chineseDay, presentParts } from '@/shared/lib/format';
import { AspectRatio, Badge, Box, Button, Flex, Heading, Image, Link as ChakraLink, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { formatCount, formatDuration, spokenDuration, textOr } from '@/entities/expert';
import type { Interview } from '@/shared/api/generated/model';
import { Highlight } from '@/shared/ui/highlight';
import { apiImageSrc } from '@/shared/api';

interface InterviewListItemProps {
  interview: Interview;
  keyword: string;
  onPlay: (interview: Interview) => void;
}

/** One interview in the text-first list: poster, title, the expert, summary and a play button. */
export function InterviewListItem({ interview, keyword, onPlay }: InterviewListItemProps) {
  const title = textOr(interview.title, '专家访谈');
  const poster = apiImageSrc(interview.poster);
  const duration = formatDuration(interview.duration);
  const spoken = spokenDuration(interview.duration);
  const meta = presentParts([chineseDay(interview.publishTime), `${formatCount(interview.views)} 次播放`, spoken && `时长${spoken}`]);
  return (
    <Flex
      as="article"
      gap={{ base: '3', md: '5' }}
      py="5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
      direction={{ base: 'column', sm: 'row' }}
    >
      {/* The duration lies over the button, outside it (WCAG 2.5.3: the button's name is what it shows). */}
      <Box position="relative" flexShrink={0} w={{ base: 'full', sm: '56', md: '64' }}>
        <chakra.button
          type="button"
          onClick={() => onPlay(interview)}
          aria-label={`播放：${title}`}
          display="block"
          w="full"
          rounded="md"
          overflow="hidden"
          cursor="pointer"
          // The browser's thin default ring is lost on a dark poster: the brand ring, drawn around it.
          focusVisibleRing="outside"
          focusRingWidth="2px"
          focusRingColor="brand.focusRing"
        >
          <AspectRatio ratio={16 / 9} bg="gray.800">
            {poster ? <Image src={poster} alt="" loading="lazy" objectFit="cover" /> : <Box />}
          </AspectRatio>
        </chakra.button>
        {duration && (
          <Badge position="absolute" right="2" bottom="2" pointerEvents="none" bg="blackAlpha.700" color="white" aria-hidden>
            {duration}
          </Badge>
        )}
      </Box>
      <Stack gap="2" flex="1" minW="0">
        <Heading as="h2" size="md" lineHeight="short">
          <Highlight text={title} terms={keyword} />
        </Heading>
        {textOr(interview.expertName) && (
          <Text fontSize="sm">
            受访专家：
            {interview.expertId ? (
              <ChakraLink asChild color="brand.fg">
                <Link to="/expert/{-$id}" params={{ id: String(interview.expertId) }}>
                  <Highlight text={textOr(interview.expertName)} terms={keyword} />
                </Link>
              </ChakraLink>
            ) : (
              <Highlight text={textOr(interview.expertName)} terms={keyword} />
            )}
          </Text>
        )}
        {textOr(interview.summary) && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            <Highlight text={textOr(interview.summary)} terms={keyword} />
          </Text>
        )}
        <Flex gap="3" align="center" wrap="wrap" mt="auto">
          <Text fontSize="xs" color="fg.muted">
            {meta.join(' · ')}
          </Text>
          <Button
            size="xs"
            colorPalette="brand"
            variant="outline"
            onClick={() => onPlay(interview)}
            ms={{ sm: 'auto' }}
            aria-label={`观看视频：${title}`}
          >
            ▶ 观看视频
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}
