import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the form: the other login, the forgotten password... */
  footer?: ReactNode;
}

/** The frame of the account screens: one centered card, at most 420 px wide, fine at 320 px. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Container maxW="420px" px={{ base: '3', sm: '4' }} py={{ base: '6', md: '12' }}>
      <Card.Root>
        <Card.Header gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer ? (
          <Card.Footer>
            <Stack gap="2" width="full" fontSize="sm">
              {footer}
            </Stack>
          </Card.Footer>
        ) : null}
      </Card.Root>
    </Container>
  );
}
