import { chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MAIN_NAV } from '../config';

const NavLink = chakra(Link);

/** Horizontal navigation for wide screens; the active entry is marked for assistive technology. */
export function MainNav({ direction = 'row', onNavigate }: { direction?: 'row' | 'column'; onNavigate?: () => void }) {
  return (
    <chakra.nav aria-label="主导航">
      <chakra.ul display="flex" flexDirection={direction} gap={direction === 'row' ? '1' : '0'} listStyle="none">
        {MAIN_NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              activeOptions={{ exact: item.to === '/' }}
              onClick={onNavigate}
              display="block"
              px="3"
              py="2"
              rounded="md"
              fontSize="sm"
              color="fg.muted"
              whiteSpace="nowrap"
              _hover={{ color: 'brand.fg', bg: 'brand.subtle' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
              css={{ '&[data-status=active]': { color: 'brand.fg', fontWeight: 'semibold', bg: 'brand.subtle' } }}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}
