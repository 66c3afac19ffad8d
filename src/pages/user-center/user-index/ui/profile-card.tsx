import { Avatar, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { DictTag } from '@/entities/dict';
import type { AuthStatus, UserInfo } from '@/shared/api/generated/model';
import { imagePreviewUrl } from '@/shared/lib/file-checks';
import { AUTH_DICT } from '../config/services';
import { maskMobile } from '@/shared/lib/form';
import { ButtonLink } from '@/shared/ui/button-link';

interface ProfileCardProps {
  /** Optional in the center summary: without it the card shows 「—」 and the fallback name. */
  profile?: Partial<UserInfo>;
  authStatus?: AuthStatus;
}

/** Not yet authenticated, or refused: the way to (re)apply; pending: the way to its progress. */
const AUTH_ACTION: Partial<Record<AuthStatus, string>> = { 0: '去认证', 1: '查看进度', 3: '重新认证' };

/** Who the user is: avatar, nickname, mobile, registration date and real-name status. */
export function ProfileCard({ profile = {}, authStatus }: ProfileCardProps) {
  const name = profile.nickName || '未设置昵称';
  const action = authStatus === undefined ? undefined : AUTH_ACTION[authStatus];
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Flex gap="4" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Avatar.Root size="2xl" colorPalette="brand" flexShrink={0}>
            <Avatar.Fallback name={name} />
            {profile.avatar && <Avatar.Image src={imagePreviewUrl({ fileName: '', filePreview: profile.avatar })} alt={`${name}的头像`} />}
          </Avatar.Root>
          <Stack gap="1" flex="1" minW="0">
            <Text as="h2" fontSize="xl" fontWeight="semibold" truncate>
              {name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              手机号 {maskMobile(profile.mobile) || '—'}
              {profile.createTime ? ` · 注册于 ${profile.createTime.slice(0, 10)}` : ''}
            </Text>
            <HStack gap="2" fontSize="sm" wrap="wrap">
              <Text color="fg.muted">实名认证</Text>
              <DictTag type={AUTH_DICT} value={authStatus} />
              {action && (
                <ButtonLink size="xs" variant="plain" colorPalette="brand" px="0" to="/authentication">
                  {action}
                </ButtonLink>
              )}
            </HStack>
          </Stack>
          <ButtonLink variant="outline" colorPalette="brand" size="sm" flexShrink={0} to="/setCenter">
            账号设置
          </ButtonLink>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
