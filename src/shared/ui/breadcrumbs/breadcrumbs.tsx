import { Box, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (the page itself) has none. */
  to?: string;
  /** The search of the crumb's link (a filtered list). */
  search?: Record<string, string | number | boolean>;
}

/**
 * Where the page sits: 首页 / 个人中心 / 查重中心. A navigation landmark named 面包屑导航 with an
 * ordered list; the current page is plain text marked aria-current. Plain elements (no Chakra
 * recipe), so the center's first load does not grow.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  if (items.length < 2) return null;
  return (
    <Box as="nav" aria-label="面包屑导航" mb="3" fontSize="sm" color="fg.muted">
      <Box as="ol" display="flex" flexWrap="wrap" alignItems="center" gap="1.5" listStyleType="none">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Box as="li" key={`${index}-${item.label}`} display="inline-flex" alignItems="center" gap="1.5" minW="0">
              {item.to && !last ? (
                <ChakraLink asChild color="fg.muted" _hover={{ color: 'brand.fg' }} textDecoration="underline" textUnderlineOffset="2px">
                  <Link to={item.to} search={item.search}>
                    {item.label}
                  </Link>
                </ChakraLink>
              ) : (
                <Box as="span" color="fg" aria-current={last ? 'page' : undefined} truncate>
                  {item.label}
                </Box>
              )}
              {!last && (
                <Box as="span" aria-hidden color="fg.subtle">
                  /
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
