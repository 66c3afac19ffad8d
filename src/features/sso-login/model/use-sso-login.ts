import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { fetchUserInfoFx, ssoLoginFx } from '@/entities/session';

export type SsoLoginStatus = 'pending' | 'done' | 'failed';

/**
 * Single sign-on from a partner system (SPEC §2 /login/{uuid}, §7): logs in with the partner's
 * ticket, then fetches the user info, then calls `onSuccess`. A ticket is tried once per
 * mounted page: partners' tickets are usually single-use, and React's development double
 * effect must not spend it twice.
 */
export function useSsoLogin(uuid: string, onSuccess: () => void): SsoLoginStatus {
  const [ssoLogin, fetchUserInfo] = useUnit([ssoLoginFx, fetchUserInfoFx]);
  const [result, setResult] = useState<{ uuid: string; status: SsoLoginStatus } | null>(null);
  const tried = useRef<string | null>(null);
  const onSuccessRef = useRef(onSuccess);

  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  useEffect(() => {
    if (tried.current === uuid) return;
    tried.current = uuid;
    ssoLogin(uuid)
      .then(() => fetchUserInfo())
      .then(
        () => {
          setResult({ uuid, status: 'done' });
          onSuccessRef.current();
        },
        () => setResult({ uuid, status: 'failed' }),
      );
  }, [uuid, ssoLogin, fetchUserInfo]);

  return result?.uuid === uuid ? result.status : 'pending';
}
