import { useQueryClient } from '@tanstack/react-query';
import { failedWithoutData } from '@/shared/api';
import { useUnit } from 'effector-react';
import { $isScholar, $role } from '@/entities/session';
import { getGetExpertQueryKey } from '@/shared/api/generated/endpoints/expert/expert';
import {
  getGetAttentionStatusQueryKey,
  getGetScholarProfileQueryKey,
  getListMyAttentionQueryKey,
  getListMyFansQueryKey,
  useFollowExpert,
  useGetAttentionStatus,
  useGetScholarProfile,
  useUnfollowExpert,
} from '@/shared/api/generated/endpoints/scholar/scholar';
import type { AttentionStatusResponse } from '@/shared/api/generated/model';

/**
 * Whether the signed-in user follows an expert, and the calls that change it. Only individual
 * users follow (the contract's audience); a scholar never sees a button for their own entry, which
 * the server refuses ('不能关注自己'). `known` is the state a list row already carries: then no
 * status request is made.
 */
export function useFollow(expertId: number, known: boolean | undefined) {
  const { own, canFollow, isScholar } = useOwnProfile();
  const queryClient = useQueryClient();
  const isOwn = own.data?.data?.expertId === expertId;
  const status = useGetAttentionStatus(expertId, {
    query: { enabled: canFollow && !isOwn && known === undefined },
    request: { silent: true },
  });

  const settled = (answer: AttentionStatusResponse) => {
    queryClient.setQueryData(getGetAttentionStatusQueryKey(expertId), answer);
    // Counts and lists that include this expert are now out of date.
    void queryClient.invalidateQueries({ queryKey: getListMyAttentionQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListMyFansQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetExpertQueryKey(expertId) });
    void queryClient.invalidateQueries({ queryKey: getGetScholarProfileQueryKey() });
  };
  const follow = useFollowExpert({ mutation: { onSuccess: settled } });
  const unfollow = useUnfollowExpert({ mutation: { onSuccess: settled } });

  const followed = status.data?.data?.followed ?? known;
  return {
    // A scholar waits for the own profile (to hide the own entry); if it cannot be had, the buttons
    // still show (the server refuses following oneself with its message) and FollowCheckNotice says why.
    visible: canFollow && !isOwn && (isScholar ? !own.isPending : true),
    followed,
    pending: follow.isPending || unfollow.isPending,
    follow: () => follow.mutateAsync({ expertId }),
    unfollow: () => unfollow.mutateAsync({ expertId }),
  };
}

/**
 * The signed-in scholar's own profile (it tells the own entry apart), asked only of individual
 * users who are scholars; cached for the whole scholar area, so it costs one request at most.
 */
function useOwnProfile() {
  const [role, isScholar] = useUnit([$role, $isScholar]);
  const canFollow = role === 'website';
  const own = useGetScholarProfile({ query: { enabled: canFollow && isScholar, staleTime: Infinity }, request: { silent: true } });
  return { own, canFollow, isScholar };
}

/** The own profile's failure and a retry, for FollowCheckNotice. */
export function useOwnProfileCheck() {
  const { own } = useOwnProfile();
  // Failed also while it is asked again (see failedWithoutData); the reason comes back with the answer.
  return { failed: failedWithoutData(own), error: own.error, retry: () => own.refetch(), retrying: own.isFetching };
}
