import { Button } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { confirmDialog } from '@/shared/ui/confirm-dialog';
import { useFollow } from '../model/use-follow';

export interface FollowButtonProps {
  expertId: number;
  /** The expert's name, for the button's accessible name and the confirmation. */
  name: string;
  /** The state a list row already knows (no status request then). */
  followed?: boolean;
  /** The label while not following, e.g. 回关 on the fans list (default 关注). */
  followLabel?: string;
  size?: ComponentProps<typeof Button>['size'];
}

/**
 * 关注 / 取消关注 an expert, for individual users (nothing for anyone else, nor on a scholar's own
 * entry). Unfollowing asks first. A failure is shown by the HTTP client and leaves the state as is.
 */
export function FollowButton({ expertId, name, followed: known, followLabel = '关注', size = 'sm' }: FollowButtonProps) {
  const state = useFollow(expertId, known);
  if (!state.visible || state.followed === undefined) return null;

  async function toggle() {
    if (state.followed) {
      const ok = await confirmDialog({
        title: '取消关注',
        message: `确定不再关注「${name}」吗？`,
        confirmText: '取消关注',
        cancelText: '再想想',
      });
      if (!ok) return;
    }
    // The client has already shown why a call failed; the button just stays as it was.
    await (state.followed ? state.unfollow() : state.follow()).catch(() => undefined);
  }

  return (
    <Button
      size={size}
      colorPalette="brand"
      variant={state.followed ? 'outline' : 'solid'}
      loading={state.pending}
      aria-label={`${state.followed ? '取消关注' : followLabel} ${name}`}
      onClick={() => void toggle()}
    >
      {state.followed ? '取消关注' : followLabel}
    </Button>
  );
}
