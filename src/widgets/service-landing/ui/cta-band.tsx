import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CtaBandProps {
  title: string;
  description?: ReactNode;
  /** The buttons or links that lead on. */
  actions: ReactNode;
}

/** The closing call to action of a landing page. */
export function CtaBand({ title, description, actions }: CtaBandProps) {
  return (
    <Flex
      as="section"
      aria-label={title}
      mt={{ base: '8', md: '12' }}
      p={{ base: '5', md: '8' }}
      rounded="l3"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      gap="4"
    >
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      <Flex gap="3" wrap="wrap" flexShrink={0}>
        {actions}
      </Flex>
    </Flex>
  );
}
