import { Container, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from '@/shared/ui/page-heading';

export interface LandingPageProps {
  title: string;
  description: string;
  /** The hero's way in (立即检测). */
  actions?: ReactNode;
  /** The paragraph under the heading that says what the service is. */
  intro?: ReactNode;
  /** The page's width, 7xl unless given. */
  maxW?: string;
  /** The sections. */
  children: ReactNode;
}

/** A service landing page: its h1, description and way in, the introduction, then its sections. */
export function LandingPage({ title, description, actions, intro, maxW = '7xl', children }: LandingPageProps) {
  return (
    <Container maxW={maxW} py={{ base: '6', md: '10' }}>
      <PageHeading title={title} description={description} actions={actions} />
      {intro && (
        <Text color="fg.muted" maxW="4xl">
          {intro}
        </Text>
      )}
      {children}
    </Container>
  );
}
