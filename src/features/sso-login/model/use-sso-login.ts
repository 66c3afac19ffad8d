import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { fetchUserInfoFx, ssoLoginFx } from '@/entities/session';
import { isApiError } from '@/shared/api';

/**
 * `loggedIn`: the ticket logged an account in; the page names it and waits for the user (see
 * useSsoLogin). `unreachable`: no verdict on the ticket (network, timeout, a server fault): worth
 * trying again.
 */
export type SsoLoginStatus = 'pending' | 'loggedIn' | 'done' | 'failed' | 'unreachable';

// Code 500 stays a refusal: RuoYi-style backends answer every business error with it.
const NO_VERDICT = new Set(['network', 'timeout', 'status', 'invalidResponse', 'contract']);

/**
 * Single sign-on from a partner system (SPEC §2 /login/{uuid}, §7): logs in with the partner's
 * ticket, then fetches the user info, then stops at `loggedIn`: the page names the account and
 * the user goes on (`goOn`, then `onSuccess`) or logs out. A link is no proof of who opens it: a
 * ticket of someone else's account, sent to a visitor, would otherwise log them in silently and
 * let them work in that account (login CSRF). A ticket is tried once per mounted page: partners'
 * tickets are usually single-use, and React's development double effect must not spend it twice.
 */
export function useSsoLogin(
  uuid: string,
  onSuccess: () => void,
): { status: SsoLoginStatus; message: string; retry: () => void; goOn: () => void } {
  const [ssoLogin, fetchUserInfo] = useUnit([ssoLoginFx, fetchUserInfoFx]);
  const [result, setResult] = useState<{ uuid: string; status: SsoLoginStatus; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const tried = useRef<string | null>(null);
  const onSuccessRef = useRef(onSuccess);

  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  useEffect(() => {
    const key = `${uuid}#${attempt}`;
    if (tried.current === key) return;
    tried.current = key;
    ssoLogin(uuid)
      .then(() => fetchUserInfo())
      .then(
        () => setResult({ uuid, status: 'loggedIn', message: '' }),
        (error: unknown) => {
          const kind = isApiError(error) ? error.kind : 'network';
          setResult({ uuid, status: NO_VERDICT.has(kind) ? 'unreachable' : 'failed', message: isApiError(error) ? error.message : '' });
        },
      );
  }, [uuid, attempt, ssoLogin, fetchUserInfo]);

  const current = result?.uuid === uuid ? result : null;
  return {
    status: current?.status ?? 'pending',
    message: current?.message ?? '',
    retry: () => {
      setResult(null);
      setAttempt((n) => n + 1);
    },
    goOn: () => {
      setResult({ uuid, status: 'done', message: '' });
      onSuccessRef.current();
    },
  };
}
