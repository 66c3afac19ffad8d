import { Alert, Avatar, Button, Card, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { $avatar, $nickName, fetchUserInfoFx } from '@/entities/session';
import { ImageUpload } from '@/features/image-upload';
import { notify } from '@/shared/api';
import { useUpdateMyProfile } from '@/shared/api/generated/endpoints/center/center';
import type { UploadedFile } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { imagePreviewUrl } from '@/shared/lib/file-checks';
import { NICK_NAME_MAX, SET_CENTER_TEXT as T } from '../config/texts';

function nickNameProblem(raw: string): string | undefined {
  const name = raw.trim();
  if (name === '') return T.nickNameRequired;
  return Array.from(name).length > NICK_NAME_MAX ? T.nickNameLong : undefined;
}

/**
 * Nickname and avatar (updateMyProfile). A new avatar is chosen and cropped in the image upload's
 * dialog (230x305, SPEC §5) and uploaded at once; it replaces the current one when the form is
 * saved. The session takes the saved values, so the header shows them at once.
 */
export function ProfileForm() {
  const [currentName, currentAvatar, refreshUserInfo] = useUnit([$nickName, $avatar, fetchUserInfoFx]);
  const update = useUpdateMyProfile({ request: { silent: true } });
  const [nickName, setNickName] = useState(currentName);
  const [avatar, setAvatar] = useState<UploadedFile | null>(null);
  const [error, setError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const nameRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setServerError(undefined);
    const problem = nickNameProblem(nickName);
    setError(problem);
    if (problem) {
      nameRef.current?.focus();
      return;
    }
    try {
      await update.mutateAsync({ data: { nickName: nickName.trim(), ...(avatar ? { avatar: avatar.fileName } : {}) } });
      notify('success', T.profileSaved);
      setAvatar(null);
      setNickName(nickName.trim());
      await refreshUserInfo().catch(() => undefined);
    } catch (failure) {
      setServerError(failureMessage(failure, T.saveFailed));
    }
  }

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{T.profile}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={T.profile}>
          <Stack gap="5">
            <Field.Root required invalid={Boolean(error)} maxW="md">
              <Field.Label>
                {T.nickName}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={nameRef}
                name="nickName"
                autoComplete="nickname"
                maxLength={NICK_NAME_MAX}
                value={nickName}
                onChange={(event) => {
                  setNickName(event.target.value);
                  setError(undefined);
                }}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" maxW="2xl">
              <Stack gap="3">
                <Text fontWeight="medium" textStyle="sm">
                  {T.currentAvatar}
                </Text>
                <Avatar.Root size="2xl" colorPalette="brand">
                  <Avatar.Fallback name={currentName || T.nickName} />
                  {currentAvatar && (
                    <Avatar.Image src={imagePreviewUrl({ fileName: '', filePreview: currentAvatar })} alt={T.currentAvatar} />
                  )}
                </Avatar.Root>
              </Stack>
              <Stack gap="1">
                <ImageUpload label={T.newAvatar} value={avatar} onChange={setAvatar} disabled={update.isPending} />
                <Text fontSize="xs" color="fg.muted">
                  {T.avatarHint}
                </Text>
              </Stack>
            </SimpleGrid>
            {serverError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              minW="32"
              loading={update.isPending}
              loadingText={T.saving}
            >
              {T.saveProfile}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
