import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconLogin } from '@tabler/icons-react';
import { zLoginSchema, type ContactType, type TLogin } from '@godown/shared';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { schemaErrors } from '../../lib/form-errors';
import { m } from '../../paraglide/messages.js';
import { AuthCard } from './auth-card';
import { loginRequest } from './auth-api';
import { ContactFields } from './contact-fields';
import { GuestOnly } from './guest-only';
import { useSignIn } from './use-sign-in';

interface LoginValues {
  contactType: ContactType;
  email: string;
  phone: string;
  password: string;
}

/** The login body: the password plus only the chosen contact. */
function toLoginBody(values: LoginValues): TLogin {
  return values.contactType === 'email'
    ? { email: values.email, password: values.password }
    : { phone: values.phone, password: values.password };
}

function LoginForm() {
  const signIn = useSignIn();
  const form = useForm<LoginValues>({
    initialValues: { contactType: 'email', email: '', phone: '', password: '' },
    validate: (values) => schemaErrors(zLoginSchema, toLoginBody(values)),
  });
  const login = useMutation({ mutationFn: loginRequest, onSuccess: signIn });

  const submit = form.onSubmit((values) => {
    login.mutate(zLoginSchema.parse(toLoginBody(values)));
  });

  return (
    <AuthCard
      title={m.auth_welcome_back()}
      subtitle={m.auth_login_subtitle()}
      footer={
        <>
          {m.auth_no_account_yet()}{' '}
          <Anchor component={Link} to="/register" fw={600}>
            {m.auth_register()}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ContactFields
            legend={m.auth_sign_in_with()}
            contactType={form.values.contactType}
            onContactTypeChange={(contactType) => {
              form.setFieldValue('contactType', contactType);
              form.clearErrors();
            }}
            emailInputProps={form.getInputProps('email')}
            phoneInputProps={form.getInputProps('phone')}
            onPhoneChange={(digits) => form.setFieldValue('phone', digits)}
          />
          <PasswordInput
            label={m.auth_password()}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <ErrorLine
            message={
              login.isError
                ? errorMessage(login.error, m.auth_login_failed(), m.auth_login_failed_try_again())
                : null
            }
          />
          <Button type="submit" fullWidth loading={login.isPending} leftSection={<IconLogin size={18} />}>
            {m.auth_login()}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** `/login`: sign in by email or phone. */
export function LoginPage() {
  return (
    <GuestOnly>
      <LoginForm />
    </GuestOnly>
  );
}
