import { Box, Heading, Stack, Text } from '@chakra-ui/react';

/** A titled bullet list of the profile (教育经历, 荣誉与称号). */
export function ExpertFacts({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" mb="3">
        {title}
      </Heading>
      <Stack as="ul" gap="2" ps="5" css={{ listStyleType: 'disc' }}>
        {items.map((item, index) => (
          <Text as="li" key={`${item}-${index}`}>
            {item}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
