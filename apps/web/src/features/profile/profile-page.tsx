import { Alert, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconLock, IconUser } from '@tabler/icons-react';
import type { TUser } from '@godown/shared';
import { useNavigate } from 'react-router';
import { LoginRequired } from '../../components/login-required';
import { PageHeader } from '../../components/page-header';
import { setUser, useUser } from '../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

/**
 * `/profile`: the signed-in user's details, profile edit and password change; only the password
 * change while they are signed in with a one-time password.
 */
export function ProfilePage() {
  const user = useUser();
  if (!user) return <LoginRequired />;
  if (user.mustChangePassword) return <ChooseOwnPassword user={user} />;

  return (
    <>
      <PageHeader title="Profile" />
      <Tabs defaultValue="info" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="info" leftSection={<IconUser size={16} />}>
            Profile Information
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconLock size={16} />}>
            Change Password
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ProfileDetails user={user} />
            <ProfileEditForm user={user} />
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <ChangePasswordForm />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/**
 * A user signed in with a one-time password (given by an import) must choose their own before
 * anything else: the server refuses every other call, and the layout keeps them on this page.
 */
function ChooseOwnPassword({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const onChanged = () => {
    // The server has cleared the flag; the fresh GET /users/me that the new token starts says so too.
    setUser({ ...user, mustChangePassword: false });
    notifications.show({ color: 'teal', message: 'Your own password is set' });
    void navigate('/', { replace: true });
  };
  return (
    <>
      <PageHeader title="Profile" />
      <Stack gap="lg">
        <Alert
          color="orange"
          variant="light"
          icon={<IconKey size={18} />}
          title="Choose your own password to continue"
        >
          You signed in with a one-time password. Type it as the current password, then choose your own: the
          rest of the app opens once it is changed.
        </Alert>
        <ChangePasswordForm onChanged={onChanged} />
      </Stack>
    </>
  );
}
