import { Card, Container } from '@chakra-ui/react';
import { ResetPasswordForm } from '@/features/reset-password';
import { PageHeading } from '@/shared/ui/page-heading';

/** The agent center's editPassword: change the login password (the form toasts its success). */
export function EditPasswordPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="修改密码" description="修改机构账号的登录密码，下次登录请使用新密码。" />
      <Card.Root maxW="420px">
        <Card.Body>
          <ResetPasswordForm />
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
