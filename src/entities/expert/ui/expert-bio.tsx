import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { PARAGRAPH_SEPARATOR, splitText } from '@/shared/lib/format';
import type { ExpertDetail } from '@/shared/api/generated/model';
import { listOf } from '../lib/format';
import { ExpertFacts } from './expert-facts';

/** 个人简介: the biography (paragraphs split on blank lines), education and honours. */
export function ExpertBio({ expert }: { expert: ExpertDetail }) {
  const paragraphs = splitText(expert.bio, PARAGRAPH_SEPARATOR);
  const education = listOf(expert.education);
  const honors = listOf(expert.honors);
  if (paragraphs.length === 0 && education.length === 0 && honors.length === 0) {
    return <Text color="fg.muted">该专家暂未公开个人简介。</Text>;
  }
  return (
    <Stack gap="8">
      {paragraphs.length > 0 && (
        <Box as="section" aria-labelledby="expert-bio">
          <Heading as="h2" id="expert-bio" size="lg" mb="3">
            个人简介
          </Heading>
          <Stack gap="3" lineHeight="1.9">
            {paragraphs.map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </Stack>
        </Box>
      )}
      {education.length > 0 && <ExpertFacts id="expert-education" title="教育经历" items={education} />}
      {honors.length > 0 && <ExpertFacts id="expert-honors" title="荣誉与称号" items={honors} />}
    </Stack>
  );
}
