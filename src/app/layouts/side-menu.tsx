import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { CenterMenuGroup } from './center-menus';

const MenuLink = chakra(Link);

/** A center's menu: a sidebar on wide screens, a horizontally scrolling strip on phones. */
export function SideMenu({ label, groups }: { label: string; groups: CenterMenuGroup[] }) {
  return (
    <Box
      as="nav"
      aria-label={label}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '2', md: '3' }}
      position={{ md: 'sticky' }}
      top={{ md: '20' }}
      overflowX={{ base: 'auto', md: 'visible' }}
    >
      <Stack direction={{ base: 'row', md: 'column' }} gap={{ base: '1', md: '4' }}>
        {groups.map((group) => (
          <Stack key={group.title} direction={{ base: 'row', md: 'column' }} gap="1">
            <Text display={{ base: 'none', md: 'block' }} fontSize="xs" fontWeight="semibold" color="fg.subtle" px="3">
              {group.title}
            </Text>
            {group.items.map((item) => (
              <MenuLink
                key={item.to}
                to={item.to}
                px="3"
                py="2"
                rounded="md"
                fontSize="sm"
                whiteSpace="nowrap"
                color="fg.muted"
                _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                css={{ '&[data-status=active]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } }}
              >
                {item.label}
              </MenuLink>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
