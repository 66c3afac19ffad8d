import { Button, Card, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './form-error';

export interface FormCardProps {
  /** The card's h2, which also names the form. */
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server's refusal (or another failure), shown above the button. */
  error?: string;
  /** The submit button: its text, and its text while the request is out. */
  submit: { label: string; pendingLabel: string; pending: boolean };
  /** The fields' width, when narrower than the card. */
  maxW?: string;
  children: ReactNode;
}

/**
 * A form of its own on a settings page: a card with an h2 that names the form, the fields, the
 * failure under them and the submit button (full width on phones).
 */
export function FormCard({ title, onSubmit, error, submit, maxW, children }: FormCardProps) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="5" maxW={maxW}>
            {children}
            <FormError message={error} />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              minW="32"
              loading={submit.pending}
              loadingText={submit.pendingLabel}
            >
              {submit.label}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
