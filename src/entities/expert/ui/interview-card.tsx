import { chineseDay, joinPresent } from '@/shared/lib/format';
import { AspectRatio, Badge, Box, Card, Center, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Interview } from '@/shared/api/generated/model';
import { formatCount, formatDuration, spokenDuration, textOr } from '../lib/format';
import { apiImageSrc } from '@/shared/api';

interface InterviewCardProps {
  interview: Interview;
  onPlay: (interview: Interview) => void;
  /** Link the expert's name to the profile (off on the profile itself). */
  linkExpert?: boolean;
}

/** An interview video as a poster with a play button; the title is the button, the name a link. */
export function InterviewCard({ interview, onPlay, linkExpert = true }: InterviewCardProps) {
  const title = textOr(interview.title, '专家访谈');
  const poster = apiImageSrc(interview.poster);
  const duration = formatDuration(interview.duration);
  const spoken = spokenDuration(interview.duration);
  const day = chineseDay(interview.publishTime);
  const expertName = textOr(interview.expertName);
  return (
    <Card.Root variant="outline" overflow="hidden" h="full" _hover={{ boxShadow: 'md' }}>
      {/* The play mark and the duration lie over the button, outside it: its name is the title
          (WCAG 2.5.3: a name containing the words shown), the duration is in that name. */}
      <Box position="relative" className="group">
        <chakra.button
          type="button"
          onClick={() => onPlay(interview)}
          aria-label={`播放：${title}${spoken ? `（时长${spoken}）` : ''}`}
          position="relative"
          display="block"
          w="full"
          cursor="pointer"
          textAlign="start"
          // The browser's thin default ring is lost on a dark poster: the brand ring, drawn inside.
          focusVisibleRing="inside"
          focusRingWidth="3px"
          focusRingColor="brand.focusRing"
        >
          <AspectRatio ratio={16 / 9} bg="gray.800">
            {poster ? <Image src={poster} alt="" loading="lazy" objectFit="cover" /> : <Box />}
          </AspectRatio>
        </chakra.button>
        <Center position="absolute" inset="0" pointerEvents="none" aria-hidden>
          <Center
            boxSize="14"
            rounded="full"
            bg="blackAlpha.600"
            color="white"
            fontSize="xl"
            transition="transform 0.2s"
            _groupHover={{ transform: 'scale(1.1)', bg: 'brand.solid' }}
          >
            ▶
          </Center>
        </Center>
        {duration && (
          <Badge position="absolute" right="2" bottom="2" pointerEvents="none" bg="blackAlpha.700" color="white" aria-hidden>
            {duration}
          </Badge>
        )}
      </Box>
      <Card.Body gap="2" p="4">
        <Text fontWeight="semibold" lineClamp={2} lineHeight="1.5">
          {title}
        </Text>
        <Stack gap="1" fontSize="sm" color="fg.muted" mt="auto">
          {expertName &&
            (linkExpert && interview.expertId ? (
              <Link to="/expert/{-$id}" params={{ id: String(interview.expertId) }}>
                <Text as="span" color="brand.fg" _hover={{ textDecoration: 'underline' }}>
                  {expertName}
                </Text>
              </Link>
            ) : (
              <Text>{expertName}</Text>
            ))}
          <Text fontSize="xs">{joinPresent([day, `${formatCount(interview.views)} 次播放`], ' · ')}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
