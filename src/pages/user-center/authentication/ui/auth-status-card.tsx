import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Grid, HStack, Heading, Text } from '@chakra-ui/react';
import { DictTag } from '@/entities/dict';
import type { RealNameAuth } from '@/shared/api/generated/model';
import { AUTH_TEXT as T } from '../config/texts';

interface AuthStatusCardProps {
  auth: RealNameAuth;
  refreshing: boolean;
  onRefresh: () => void;
  /** Take the focus when shown (it replaced the form the focus was in). */
  focusOnMount?: boolean;
}

/** An application under review or passed: the masked identity, the times, and (pending) a refresh. */
export function AuthStatusCard({ auth, refreshing, onRefresh, focusOnMount = false }: AuthStatusCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const pending = auth.status === 1;
  const facts: Array<[string, string | null | undefined]> = [
    [T.realName, auth.realName],
    [T.idNumber, auth.idNumber],
    [T.submitTime, auth.submitTime],
    [T.auditTime, auth.auditTime],
  ];
  return (
    <Card.Root variant="outline" borderColor={pending ? 'orange.300' : 'green.300'}>
      <Card.Body gap="4">
        <HStack gap="3" wrap="wrap" role="status">
          <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} outline="none">
            {pending ? T.pendingTitle : T.passedTitle}
          </Heading>
          <DictTag type="auth_status" value={auth.status} />
        </HStack>
        {pending && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{T.pendingHint}</Alert.Title>
          </Alert.Root>
        )}
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="6" rowGap="2">
          {facts
            .filter(([, value]) => Boolean(value))
            .flatMap(([term, value]) => [
              <Text as="dt" key={`${term}-term`} color="fg.muted">
                {term}
              </Text>,
              <Text as="dd" key={`${term}-value`} m="0">
                {value}
              </Text>,
            ])}
        </Grid>
        {pending && (
          <Button alignSelf="flex-start" variant="outline" colorPalette="brand" loading={refreshing} onClick={onRefresh}>
            {T.refresh}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
