import { Alert, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconApi, IconKey, IconLock, IconUser } from '@tabler/icons-react';
import type { TUser } from '@godown/shared';
import { useNavigate } from 'react-router';
import { LoginRequired } from '../../components/login-required';
import { PageHeader } from '../../components/page-header';
import { setUser, useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { ApiTokensSection } from './api-tokens-section';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

/**
 * `/profile`: the signed-in user's details, profile edit, password change and API tokens; only the
 * password change while they are signed in with a one-time password.
 */
export function ProfilePage() {
  const user = useUser();
  if (!user) return <LoginRequired />;
  if (user.mustChangePassword) return <ChooseOwnPassword user={user} />;

  return (
    <>
      <PageHeader title={m.profile_title()} />
      <Tabs defaultValue="info" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="info" leftSection={<IconUser size={16} />}>
            {m.profile_information()}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconLock size={16} />}>
            {m.profile_change_password_tab()}
          </Tabs.Tab>
          <Tabs.Tab value="tokens" leftSection={<IconApi size={16} />}>
            {m.profile_api_tokens()}
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
        <Tabs.Panel value="tokens">
          <ApiTokensSection />
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
    notifications.show({ color: 'teal', message: m.profile_own_password_set() });
    void navigate('/', { replace: true });
  };
  return (
    <>
      <PageHeader title={m.profile_title()} />
      <Stack gap="lg">
        <Alert
          color="orange"
          variant="light"
          icon={<IconKey size={18} />}
          title={m.profile_choose_own_password()}
        >
          {m.profile_signed_in_with_one_time_password()}
        </Alert>
        <ChangePasswordForm onChanged={onChanged} />
      </Stack>
    </>
  );
}
