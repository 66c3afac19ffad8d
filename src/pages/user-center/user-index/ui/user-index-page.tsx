import { Container, Heading } from '@chakra-ui/react';

export function UserIndexPage() {
  return (
    <Container maxW="7xl" py="8">
      <Heading as="h1" size="xl">
        个人中心
      </Heading>
    </Container>
  );
}
