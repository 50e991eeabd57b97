import { SimpleGrid, Tabs } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { LoginRequired } from '../../components/login-required';
import { PageHeader } from '../../components/page-header';
import { useUser } from '../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';

/** `/profile`: the signed-in user's details, profile edit and password change. */
export function ProfilePage() {
  const user = useUser();
  if (!user) return <LoginRequired />;

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
