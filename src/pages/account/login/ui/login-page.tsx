import { Card, Container, Heading, Text } from '@chakra-ui/react';

/** The individual login; the SMS form arrives with the accounts issue. */
export function LoginPage() {
  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h1" size="xl">
            用户登录
          </Heading>
          <Text color="fg.muted">使用手机号与短信验证码登录。</Text>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
