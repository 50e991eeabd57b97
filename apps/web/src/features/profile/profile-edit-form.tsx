import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  PHONE_LENGTH,
  USER_MESSAGES,
  zProfileUpdateSchema,
  type TProfileUpdate,
  type TUser,
} from '@godown/shared';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/client';
import { refreshedBy } from '../../api/query-keys';
import { ErrorLine } from '../../components/error-line';
import { StatusLine } from '../../components/status-line';
import { schemaErrors } from '../../lib/form-errors';
import { localizeText } from '../../lib/localize';
import { phoneDigits } from '../../lib/phone';
import { setUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { updateProfileRequest } from './profile-api';
import { profileChanges, valuesOf, type ProfileValues } from './profile-changes';

/** Milliseconds before the profile reloads after a successful update. */
const PROFILE_RELOAD_DELAY_MS = 1000;

type Outcome = { tone: 'success' | 'info' | 'error'; message: string } | null;

interface FieldsProps {
  user: TUser;
  isSaving: boolean;
  onSubmit: (changes: TProfileUpdate) => void;
  onNoChanges: () => void;
}

/** The inputs; remounted (fresh values) whenever the stored user changes. */
function ProfileFields({ user, isSaving, onSubmit, onNoChanges }: FieldsProps) {
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(user),
    validate: (values) => {
      const changes = profileChanges(user, values);
      // "Nothing changed" is the submit handler's message, not a field error.
      return Object.keys(changes).length === 0 ? {} : schemaErrors(zProfileUpdateSchema, changes);
    },
  });

  const submit = form.onSubmit((values) => {
    const changes = profileChanges(user, values);
    if (Object.keys(changes).length === 0) {
      onNoChanges();
      return;
    }
    onSubmit(zProfileUpdateSchema.parse(changes));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={m.profile_name()} autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label={m.profile_email()}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={m.profile_phone()}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          {...form.getInputProps('phone')}
          onChange={(event) => form.setFieldValue('phone', phoneDigits(event.currentTarget.value))}
        />
        <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={18} />} w="fit-content">
          {m.profile_save_changes()}
        </Button>
      </Stack>
    </form>
  );
}

/** Edits name, email and phone, sending only what changed (docs/domain.md#accounts-and-sign-in). */
export function ProfileEditForm({ user }: { user: TUser }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const reloadTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const update = useMutation({
    mutationFn: updateProfileRequest,
    onMutate: () => setOutcome(null),
    onSuccess: (updated) => {
      setUser(updated);
      setOutcome({ tone: 'success', message: m.profile_updated() });
      // The profile reloads one second after a successful update (docs/domain.md#screens-and-fixed-texts).
      window.clearTimeout(reloadTimer.current);
      reloadTimer.current = window.setTimeout(() => {
        for (const queryKey of refreshedBy.profile) void queryClient.invalidateQueries({ queryKey });
      }, PROFILE_RELOAD_DELAY_MS);
    },
    onError: (error) => {
      setOutcome({ tone: 'error', message: errorMessage(error, m.profile_update_failed()) });
    },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} mb="md">
        {m.profile_edit_profile()}
      </Title>
      <Stack gap="md">
        <ProfileFields
          // Fresh inputs whenever the stored user changes (after saving or the reload).
          key={`${user.name}|${user.email ?? ''}|${user.phone ?? ''}`}
          user={user}
          isSaving={update.isPending}
          onSubmit={(changes) => update.mutate(changes)}
          onNoChanges={() => setOutcome({ tone: 'info', message: localizeText(USER_MESSAGES.noChanges) })}
        />
        {outcome?.tone === 'error' ? (
          <ErrorLine message={outcome.message} />
        ) : (
          <StatusLine message={outcome?.message} tone={outcome?.tone} />
        )}
      </Stack>
    </Card>
  );
}
