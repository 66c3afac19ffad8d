import type { Ref } from 'react';
import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { DictTag } from '@/entities/dict';
import type { ScholarAuth } from '@/shared/api/generated/model';
import { ButtonLink } from '@/shared/ui/button-link';

const NOTES: Readonly<Record<number, string>> = {
  0: '认证后，您将拥有学者主页，可以上传、认领作品并对外提供学术服务。',
  1: '您的认证申请正在审核中，审核结果会显示在这里。',
  2: '您已是认证学者，可以使用全部学者服务。',
  3: '您的认证申请未通过审核，请根据审核意见修改后重新提交。',
};

/** The application's review status (dictionary `auth_status`) and what was sent and decided. */
export function AuthStatus({ auth, titleRef }: { auth: ScholarAuth; titleRef?: Ref<HTMLHeadingElement> }) {
  const facts: Array<[string, string | null | undefined]> = [
    ['真实姓名', auth.realName],
    ['工作单位', auth.institution],
    ['职称', auth.title],
    ['学科', auth.discipline],
    ['提交时间', auth.submitTime],
    ['审核时间', auth.auditTime],
  ];
  const shown = facts.filter(([, value]) => value);
  return (
    <Card.Root mb="6" variant="outline" aria-labelledby="auth-status-title">
      <Card.Body gap="3">
        <HStack gap="3" flexWrap="wrap">
          <Text as="h2" id="auth-status-title" fontWeight="semibold" fontSize="lg" ref={titleRef} tabIndex={-1} outline="none">
            认证状态
          </Text>
          <DictTag type="auth_status" value={String(auth.status)} />
        </HStack>
        <Text color="fg.muted">{NOTES[auth.status] ?? ''}</Text>
        {auth.status === 3 && auth.rejectReason && (
          <Box px="3" py="2" rounded="md" bg="red.subtle" color="red.fg" textStyle="sm">
            审核意见：{auth.rejectReason}
          </Box>
        )}
        {shown.length > 0 && (
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns={{ base: '6em 1fr', md: '6em 1fr 6em 1fr' }}
            columnGap="3"
            rowGap="1.5"
            textStyle="sm"
          >
            {shown.map(([label, value]) => (
              <Stack key={label} display="contents">
                <Text as="dt" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" m="0" wordBreak="break-word">
                  {value}
                </Text>
              </Stack>
            ))}
          </Box>
        )}
        {auth.status === 2 && (
          <HStack gap="2" flexWrap="wrap">
            <ButtonLink size="sm" colorPalette="brand" to="/myPage">
              查看我的主页
            </ButtonLink>
            <ButtonLink size="sm" variant="outline" colorPalette="brand" to="/scholarInfo">
              完善学者信息
            </ButtonLink>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
