import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The 更多 link of a section header. */
export function MoreLink({ to, children }: { to: '/experts' | '/news' | '/periodical' | '/expertVideos'; children: ReactNode }) {
  return (
    <Button asChild size="sm" variant="ghost" colorPalette="brand">
      <Link to={to}>{children}</Link>
    </Button>
  );
}
