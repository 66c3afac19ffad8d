import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

const COLUMNS = [
  { label: '新闻资讯', to: '/news' },
  { label: '学术理论', to: '/academic' },
] as const;

/** Switches between the two article columns; the current one is marked for screen readers too. */
export function ArticleColumnsNav({ current }: { current: 'news' | 'theory' }) {
  return (
    <HStack as="nav" aria-label="资讯栏目" gap="1" mb="5" borderBottomWidth="1px" borderColor="border">
      {COLUMNS.map((column) => {
        const active = (column.to === '/news') === (current === 'news');
        return (
          <ChakraLink
            asChild
            key={column.to}
            px="4"
            py="2.5"
            mb="-1px"
            fontWeight={active ? 'semibold' : 'normal'}
            color={active ? 'brand.fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={active ? 'brand.solid' : 'transparent'}
            textDecoration="none"
            _hover={{ color: 'brand.fg', textDecoration: 'none' }}
          >
            <Link to={column.to} aria-current={active ? 'page' : undefined}>
              {column.label}
            </Link>
          </ChakraLink>
        );
      })}
    </HStack>
  );
}
