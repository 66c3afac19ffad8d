import type { LinkOptions } from '@tanstack/react-router';
import { ButtonLink } from '@/shared/ui/button-link';

export type LinkButtonVariant = 'solid' | 'outline' | 'ghost';

/**
 * A way on from a landing page: where it goes, as `Link` takes it (`to` is checked against the
 * routes; `params` and `search` against every route's, or against the route's own when the page
 * writes the link with `linkOptions({...})`), what the button says and, where the place it stands
 * in does not decide, how it looks.
 */
export type LandingLink = LinkOptions & { label: string; variant?: LinkButtonVariant };

export interface LinkButtonProps {
  link: LandingLink;
  /** How it looks unless the link says (solid unless given). */
  variant?: LinkButtonVariant;
  size?: 'lg';
  /** As wide as its card. */
  full?: boolean;
}

/** A brand-coloured `ButtonLink` drawn from a landing link's data. */
export function LinkButton({ link, variant = 'solid', size, full = false }: LinkButtonProps) {
  const { label, variant: own, ...to } = link;
  return (
    <ButtonLink colorPalette="brand" variant={own ?? variant} size={size} width={full ? 'full' : undefined} {...to}>
      {label}
    </ButtonLink>
  );
}
