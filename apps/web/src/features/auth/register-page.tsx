import { Anchor, Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconUserPlus } from '@tabler/icons-react';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  zRegisterSchema,
  type ContactType,
  type Role,
  type TRegister,
} from '@godown/shared';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { schemaErrors } from '../../lib/form-errors';
import { roleLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import { AuthCard } from './auth-card';
import { registerRequest } from './auth-api';
import { ContactFields } from './contact-fields';
import { GuestOnly } from './guest-only';
import { useSignIn } from './use-sign-in';

interface RegisterValues {
  name: string;
  contactType: ContactType;
  email: string;
  phone: string;
  password: string;
  role: Role;
}

// Everyday roles first, admin last (docs/domain.md#screens-and-fixed-texts, Register); values are
// the lower-case role names.
const REGISTER_ROLES = ['staff', 'supplier', 'driver', 'admin'] as const satisfies readonly Role[];
const roleOptions = () => REGISTER_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** The registration body, carrying only the chosen contact. */
function toRegisterBody(values: RegisterValues): TRegister {
  const { name, password, role } = values;
  return values.contactType === 'email'
    ? { name, password, role, email: values.email }
    : { name, password, role, phone: values.phone };
}

function RegisterForm() {
  const signIn = useSignIn();
  const form = useForm<RegisterValues>({
    initialValues: { name: '', contactType: 'email', email: '', phone: '', password: '', role: 'staff' },
    validate: (values) => schemaErrors(zRegisterSchema, toRegisterBody(values)),
  });
  const register = useMutation({ mutationFn: registerRequest, onSuccess: signIn });

  const submit = form.onSubmit((values) => {
    register.mutate(zRegisterSchema.parse(toRegisterBody(values)));
  });

  return (
    <AuthCard
      title={m.auth_create_your_account()}
      subtitle={m.auth_register_subtitle()}
      footer={
        <>
          {m.auth_already_have_account()}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {m.auth_login()}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={m.auth_name()}
            autoComplete="name"
            placeholder={m.auth_your_full_name()}
            description={m.auth_characters_range({
              min: String(NAME_MIN_LENGTH),
              max: String(NAME_MAX_LENGTH),
            })}
            withAsterisk
            {...form.getInputProps('name')}
          />
          <ContactFields
            legend={m.auth_primary_contact()}
            contactType={form.values.contactType}
            onContactTypeChange={(contactType) => {
              form.setFieldValue('contactType', contactType);
              form.clearFieldError('email');
              form.clearFieldError('phone');
            }}
            emailInputProps={form.getInputProps('email')}
            phoneInputProps={form.getInputProps('phone')}
            onPhoneChange={(digits) => form.setFieldValue('phone', digits)}
          />
          <PasswordInput
            label={m.auth_password()}
            autoComplete="new-password"
            description={m.auth_characters_range({
              min: String(PASSWORD_MIN_LENGTH),
              max: String(PASSWORD_MAX_LENGTH),
            })}
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Select
            label={m.auth_role()}
            data={roleOptions()}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('role')}
          />
          <ErrorLine
            message={
              register.isError
                ? errorMessage(
                    register.error,
                    m.auth_registration_failed(),
                    m.auth_registration_failed_try_again(),
                  )
                : null
            }
          />
          <Button
            type="submit"
            fullWidth
            loading={register.isPending}
            leftSection={<IconUserPlus size={18} />}
          >
            {m.auth_register()}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** `/register`: create an account and sign in. */
export function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterForm />
    </GuestOnly>
  );
}
