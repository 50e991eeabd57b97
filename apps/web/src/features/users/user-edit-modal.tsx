import { Group, Select, SimpleGrid, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { OVERWORK_HOURS_LIMIT, ROLES, USER_ADMIN_MESSAGES, type TUser } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { FormModal, ModalForm } from '../../components/form-modal';
import { RoleBadge } from '../../components/role-badge';
import { HoursInput, ShiftInput, WagePerHourInput } from '../../components/wage-inputs';
import { parseNumberField } from '../../lib/form-numbers';
import { roleLabel } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { userAdminChanges, userEditErrors, userEditValuesOf, type UserEditValues } from './user-form';
import { OneTimePasswordSection } from './one-time-password';
import { useUpdateUser } from './users-api';

interface UserEditModalProps {
  /** The user being edited; null keeps the modal closed. */
  user: TUser | null;
  onClose: () => void;
}

const roleOptions = () => ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** The admin's "Edit User" modal: role, shift, wage per hour, hours this month and extra shift. */
export function UserEditModal({ user, onClose }: UserEditModalProps) {
  return (
    <FormModal
      opened={user !== null}
      onClose={onClose}
      title={m.users_edit_user()}
      size="lg"
      isFullScreenOnPhone
    >
      {/* Keyed by the user and their last change, so every opening starts from the stored values. */}
      {user ? <UserEditForm key={`${user._id}-${user.updatedAt}`} user={user} onDone={onClose} /> : null}
    </FormModal>
  );
}

function UserEditForm({ user, onDone }: { user: TUser; onDone: () => void }) {
  const update = useUpdateUser();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<UserEditValues>({
    initialValues: userEditValuesOf(user),
    validate: userEditErrors,
    // "No changes" speaks of the values it was said for: typing makes it out of date.
    onValuesChange: () => setNotice(null),
  });

  const isOverworked = (parseNumberField(form.values.hoursThisMonth) ?? 0) > OVERWORK_HOURS_LIMIT;

  const submit = form.onSubmit((values) => {
    setNotice(null);
    const changes = userAdminChanges(user, values);
    if (Object.keys(changes).length === 0) {
      setNotice(localizeText(USER_ADMIN_MESSAGES.noChanges));
      return;
    }
    update.mutate(
      { id: user._id, changes },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', title: m.users_updated(), message: saved.name });
          onDone();
        },
      },
    );
  });

  return (
    <ModalForm
      onSubmit={submit}
      notice={notice}
      error={update.isError ? failureWithReason(update.error, m.users_update_failed()) : null}
      submitLabel={m.users_save_changes()}
      isEditing
      isSaving={update.isPending}
      onCancel={onDone}
      actionsMt="sm"
    >
      <Group gap="sm" wrap="nowrap">
        <Text fw={600}>{user.name}</Text>
        <RoleBadge role={user.role} />
      </Group>
      <Text size="sm" c="dimmed" mt={-8} style={{ overflowWrap: 'anywhere' }}>
        {[user.email, user.phone].filter(Boolean).join(' · ')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={m.users_role()}
          data={roleOptions()}
          allowDeselect={false}
          {...form.getInputProps('role')}
          onChange={(value) => {
            const role = ROLES.find((r) => r === value);
            if (role) form.setFieldValue('role', role);
          }}
        />
        <ShiftInput {...form.getInputProps('shift')} />
        <WagePerHourInput {...form.getInputProps('wagePerHour')} />
        <HoursInput label={m.users_hours_this_month()} {...form.getInputProps('hoursThisMonth')} />
      </SimpleGrid>
      {isOverworked ? (
        <Text size="sm" c="orange.8">
          {m.users_overwork_warning({ limit: String(OVERWORK_HOURS_LIMIT), name: user.name })}
        </Text>
      ) : null}
      <Switch
        label={m.users_extra_shift()}
        mt="xs"
        {...form.getInputProps('extraShift', { type: 'checkbox' })}
      />
      <OneTimePasswordSection user={user} />
    </ModalForm>
  );
}
