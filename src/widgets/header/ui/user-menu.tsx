import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $avatar, $isScholar, $leftAmount, $nickName } from '@/entities/session';
import { useLogout } from '@/features/logout';
import { apiImageSrc } from '@/shared/api';

const amountFormat = new Intl.NumberFormat('zh-CN', {
  maximumFractionDigits: 2,
});

/** The logged-in user's menu: who they are, what is left, where to go, and the way out. */
export function UserMenu() {
  const [nickName, avatar, leftAmount, isScholar] = useUnit([$nickName, $avatar, $leftAmount, $isScholar]);
  const { logout, pending } = useLogout();
  const name = nickName || '已登录用户';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1.5" gap="2" aria-label={`${name}的账户菜单`} loading={pending}>
          {/* No initials in the trigger: its name must contain the words it shows (WCAG 2.5.3). */}
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
            <Avatar.Fallback />
            <Avatar.Image src={apiImageSrc(avatar)} alt="" />
          </Avatar.Root>
          <Text as="span" fontSize="sm" maxW="8em" truncate display={{ base: 'none', sm: 'inline' }}>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              {leftAmount !== null ? (
                <Text fontSize="xs" color="fg.muted">
                  剩余额度 {amountFormat.format(leftAmount)}
                </Text>
              ) : null}
            </Box>
            <Menu.Separator />
            <Menu.Item value="user-center" asChild>
              <Link to="/userCenter">个人中心</Link>
            </Menu.Item>
            {isScholar ? (
              <Menu.Item value="scholar-services" asChild>
                <Link to="/scholarServices">学者服务</Link>
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" onSelect={() => void logout()}>
              退出登录
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
