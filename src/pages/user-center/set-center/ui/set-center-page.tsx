import { Stack } from '@chakra-ui/react';
import { PageHeading } from '@/shared/ui/page-heading';
import { SET_CENTER_TEXT as T } from '../config/texts';
import { MobileForm } from './mobile-form';
import { ProfileForm } from './profile-form';

/** /setCenter: the individual user's nickname and avatar, and the bound mobile number. */
export function SetCenterPage() {
  return (
    <>
      <PageHeading title={T.title} description={T.description} />
      <Stack gap="6">
        <ProfileForm />
        <MobileForm />
      </Stack>
    </>
  );
}
