import { Anchor, Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconUserPlus } from '@tabler/icons-react';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  ROLE_LABELS,
  zRegisterSchema,
  type ContactType,
  type Role,
  type TRegister,
} from '@godown/shared';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { schemaErrors } from '../../lib/form-errors';
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
const ROLE_OPTIONS = (['staff', 'supplier', 'driver', 'admin'] as const satisfies readonly Role[]).map(
  (role) => ({ value: role, label: ROLE_LABELS[role] }),
);

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
      title="Create your account"
      subtitle="Register to manage stock, storage and deliveries."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Login
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            autoComplete="name"
            placeholder="Your full name"
            description={`${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters`}
            withAsterisk
            {...form.getInputProps('name')}
          />
          <ContactFields
            legend="Primary contact"
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
            label="Password"
            autoComplete="new-password"
            description={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`}
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('role')}
          />
          <ErrorLine
            message={
              register.isError
                ? errorMessage(
                    register.error,
                    'Registration failed',
                    'Registration failed. Please try again.',
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
            Register
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
