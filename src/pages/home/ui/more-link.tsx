import type { ReactNode } from 'react';
import { ButtonLink } from '@/shared/ui/button-link';

/** The 更多 link of a section header. */
export function MoreLink({ to, children }: { to: '/experts' | '/news' | '/periodical' | '/expertVideos'; children: ReactNode }) {
  return (
    <ButtonLink size="sm" variant="ghost" colorPalette="brand" to={to}>
      {children}
    </ButtonLink>
  );
}
