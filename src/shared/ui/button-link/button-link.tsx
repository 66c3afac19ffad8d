import { Button, type ButtonProps } from '@chakra-ui/react';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type ButtonAnchorProps = Omit<ButtonProps, 'ref'> &
  Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & { ref?: Ref<HTMLAnchorElement> };

/** A Chakra button drawn on the anchor the router renders (styles and props merged onto the `<a>`). */
function ButtonAnchor({ children, ref, ...props }: ButtonAnchorProps) {
  return (
    <Button asChild {...props}>
      <a ref={ref}>{children}</a>
    </Button>
  );
}

/**
 * A link that looks like a button: the router's typed `to` / `params` / `search` and its active
 * state, with the button's `variant`, `colorPalette`, `size` and `width`. One element, an `<a>`,
 * so it is announced as a link and opens in a new tab on middle-click.
 */
export const ButtonLink = createLink(ButtonAnchor);
