import { Box, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface LandingSectionProps {
  /** The section's h2. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled block of a landing page; the h2 names the region for screen readers. */
export function LandingSection({ title, description, children }: LandingSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} mt={{ base: '8', md: '12' }}>
      <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }} mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" mb="4">
          {description}
        </Text>
      )}
      {children}
    </Box>
  );
}
