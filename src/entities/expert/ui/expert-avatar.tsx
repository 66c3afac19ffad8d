import { Avatar } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { textOr } from '../lib/format';
import { apiImageSrc } from '@/shared/api';

interface ExpertAvatarProps {
  name: string | null | undefined;
  avatar: string | null | undefined;
  size?: ComponentProps<typeof Avatar.Root>['size'];
}

/** The expert's photo, or the surname on the brand colour while it loads or when there is none. */
export function ExpertAvatar({ name, avatar, size = 'lg' }: ExpertAvatarProps) {
  const src = apiImageSrc(avatar);
  return (
    <Avatar.Root size={size} colorPalette="brand" flexShrink={0}>
      {/* The surname, not initials: Chinese names have no Latin initials. */}
      <Avatar.Fallback>{textOr(name, '专').slice(0, 1)}</Avatar.Fallback>
      {src && <Avatar.Image src={src} alt={`${textOr(name, '专家')}的头像`} loading="lazy" />}
    </Avatar.Root>
  );
}
