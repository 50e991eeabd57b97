import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconLock } from '@tabler/icons-react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_MESSAGES } from '@godown/shared';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { StatusLine } from '../../components/status-line';
import { localizeText } from '../../lib/localize';
import { setToken } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { changePasswordRequest } from './profile-api';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The first rule of the Change Password form that the values break, or null: the new password
 * typed twice alike, then its length (docs/domain.md#screens-and-fixed-texts, Profile).
 */
function passwordProblem(values: PasswordValues): string | null {
  if (values.newPassword !== values.confirmPassword) return localizeText(USER_MESSAGES.passwordsDoNotMatch);
  const { length } = values.newPassword;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    return localizeText(USER_MESSAGES.password);
  return null;
}

interface ChangePasswordFormProps {
  /** Called once the password is changed and the new token kept. */
  onChanged?: () => void;
}

/** Changes the password and keeps the session alive with the token the server sends back. */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps = {}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    validate: {
      currentPassword: (value) => (value ? null : localizeText(USER_MESSAGES.currentPasswordRequired)),
    },
  });

  const change = useMutation({
    mutationFn: changePasswordRequest,
    onSuccess: ({ token }) => {
      // The server revoked the old token with the password change; keep the new one.
      setToken(token);
      form.reset();
      setSuccess(m.profile_password_updated());
      onChanged?.();
    },
    onError: (error) => setProblem(errorMessage(error, m.profile_password_update_failed())),
  });

  const submit = form.onSubmit((values) => {
    setSuccess(null);
    const found = passwordProblem(values);
    setProblem(found);
    if (found) return;
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  });

  return (
    <Card withBorder radius="md" padding="lg" maw={520}>
      <Title order={3}>{m.profile_change_password()}</Title>
      <Text c="dimmed" size="sm" mb="md">
        {m.profile_password_rules({ min: String(PASSWORD_MIN_LENGTH), max: String(PASSWORD_MAX_LENGTH) })}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={m.profile_current_password()}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={m.profile_new_password()}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={m.profile_confirm_new_password()}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <ErrorLine message={problem} />
          <StatusLine message={success} />
          <Button
            type="submit"
            loading={change.isPending}
            leftSection={<IconLock size={18} />}
            w="fit-content"
          >
            {m.profile_update_password()}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
