import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { PHONE_LENGTH, type ContactType } from '@godown/shared';
import { useId } from 'react';
import { phoneDigits } from '../../lib/phone';
import { m } from '../../paraglide/messages.js';

interface ContactFieldsProps {
  /** Caption of the email/phone switch. */
  legend: string;
  contactType: ContactType;
  onContactTypeChange: (contactType: ContactType) => void;
  emailInputProps: GetInputPropsReturnType;
  phoneInputProps: GetInputPropsReturnType;
  onPhoneChange: (digits: string) => void;
}

/** The email/phone switch and the one field that matches the choice. */
export function ContactFields({
  legend,
  contactType,
  onContactTypeChange,
  emailInputProps,
  phoneInputProps,
  onPhoneChange,
}: ContactFieldsProps) {
  const legendId = useId();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={legendId}>
          {legend}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={legendId}
          data={[
            { value: 'email', label: m.auth_email() },
            { value: 'phone', label: m.auth_phone() },
          ]}
          value={contactType}
          onChange={(value) => onContactTypeChange(value as ContactType)}
        />
      </Stack>
      {contactType === 'email' ? (
        <TextInput
          label={m.auth_email_address()}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          leftSection={<IconMail size={16} />}
          withAsterisk
          {...emailInputProps}
        />
      ) : (
        <TextInput
          label={m.auth_phone_number()}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={m.auth_mobile_number_placeholder()}
          maxLength={PHONE_LENGTH}
          leftSection={<IconPhone size={16} />}
          withAsterisk
          {...phoneInputProps}
          onChange={(event) => onPhoneChange(phoneDigits(event.currentTarget.value))}
        />
      )}
    </Stack>
  );
}
