import { Avatar, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $avatar, $nickName, fetchUserInfoFx } from '@/entities/session';
import { ImageUpload } from '@/features/image-upload';
import { notify } from '@/shared/api';
import { useUpdateMyProfile } from '@/shared/api/generated/endpoints/center/center';
import type { UploadedFile } from '@/shared/api/generated/model';
import { UpdateMyProfileBody } from '@/shared/api/generated/zod/center/center.zod';
import { imagePreviewUrl } from '@/shared/lib/file-checks';
import { useContractForm } from '@/shared/lib/form';
import { FormCard, TextField } from '@/shared/ui/form-field';
import { SET_CENTER_TEXT as T } from '../config/texts';

/**
 * Nickname and avatar (updateMyProfile). A new avatar is chosen and cropped in the image upload's
 * dialog (230x305, SPEC §5) and uploaded at once; it replaces the current one when the form is
 * saved. The session takes the saved values, so the header shows them at once.
 */
export function ProfileForm() {
  const [currentName, currentAvatar, refreshUserInfo] = useUnit([$nickName, $avatar, fetchUserInfoFx]);
  const update = useUpdateMyProfile({ request: { silent: true } });
  const [avatar, setAvatar] = useState<UploadedFile | null>(null);
  // The contract's body checks the nickname: 请输入昵称, 昵称不能超过 30 个字.
  const { text, form, submit, pending, serverError } = useContractForm({
    schema: UpdateMyProfileBody,
    labels: { nickName: T.nickName },
    defaultValues: { nickName: currentName },
    toBody: (values) => ({ nickName: values.nickName.trim(), ...(avatar ? { avatar: avatar.fileName } : {}) }),
    failure: T.saveFailed,
    onSubmit: async (body) => {
      await update.mutateAsync({ data: body });
      notify('success', T.profileSaved);
      setAvatar(null);
      form.reset({ nickName: body.nickName });
      await refreshUserInfo().catch(() => undefined);
    },
  });

  return (
    <FormCard
      title={T.profile}
      onSubmit={(event) => void submit(event)}
      error={serverError}
      submit={{ label: T.saveProfile, pendingLabel: T.saving, pending }}
    >
      <TextField {...text('nickName')} autoComplete="nickname" root={{ maxW: 'md' }} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" maxW="2xl">
        <Stack gap="3">
          <Text fontWeight="medium" textStyle="sm">
            {T.currentAvatar}
          </Text>
          <Avatar.Root size="2xl" colorPalette="brand">
            <Avatar.Fallback name={currentName || T.nickName} />
            {currentAvatar && <Avatar.Image src={imagePreviewUrl({ fileName: '', filePreview: currentAvatar })} alt={T.currentAvatar} />}
          </Avatar.Root>
        </Stack>
        <Stack gap="1">
          <ImageUpload label={T.newAvatar} value={avatar} onChange={setAvatar} disabled={pending} />
          <Text fontSize="xs" color="fg.muted">
            {T.avatarHint}
          </Text>
        </Stack>
      </SimpleGrid>
    </FormCard>
  );
}
