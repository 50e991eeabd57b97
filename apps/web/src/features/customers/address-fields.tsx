import { Loader, NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CUSTOMER_LIMITS, PIN_CODE_PATTERN } from '@godown/shared';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { PointPicker } from '../../components/map/point-picker';
import { COORDINATE_DECIMALS, FORM_STEPS, type NumberField } from '../../lib/form-numbers';
import { m } from '../../paraglide/messages.js';
import { usePinCodeLookup } from './customers-api';
import { withPinPlace, type AddressKey, type CustomerFormValues } from './customer-form';

/**
 * Sets the fields `next` changes, one by one, so only their errors clear (`setValues` clears every
 * error of the form).
 */
export function setChangedValues(form: UseFormReturnType<CustomerFormValues>, next: CustomerFormValues) {
  const current = form.getValues();
  for (const key of Object.keys(next) as (keyof CustomerFormValues)[]) {
    if (next[key] !== current[key]) form.setFieldValue(key, next[key]);
  }
}

interface AddressFieldsProps {
  form: UseFormReturnType<CustomerFormValues>;
  /** Which of the customer's addresses these fields are. */
  addressKey: AddressKey;
  /** What the address's point is, in words: "billing address". */
  pointName: string;
}

/**
 * An address's lines, PIN code, district and point. A PIN code of six digits is looked up: its
 * district fills in, and so do the point and the customer's state where the form's rules let them
 * (`withPinPlace`); a PIN code the server does not know says so under the field.
 */
export function AddressFields({ form, addressKey, pointName }: AddressFieldsProps) {
  const lookUp = usePinCodeLookup();
  const [lookingUp, setLookingUp] = useState<string | null>(null);
  const path = (field: string) => `${addressKey}.${field}`;
  const address = form.values[addressKey];

  const onPinCode = (typed: string) => {
    const pinCode = typed.trim();
    const previous = form.getValues()[addressKey];
    if (pinCode !== previous.pinCode.trim()) form.setFieldValue(path('stateCode'), null);
    form.setFieldValue(path('pinCode'), typed);
    if (!PIN_CODE_PATTERN.test(pinCode)) return;
    setLookingUp(pinCode);
    // The answer fills the form only while the field still holds the PIN code it was asked for.
    const isStillTyped = () => form.getValues()[addressKey].pinCode.trim() === pinCode;
    lookUp(pinCode)
      .then((place) => {
        if (isStillTyped()) setChangedValues(form, withPinPlace(form.getValues(), addressKey, place));
      })
      .catch((error: unknown) => {
        if (isStillTyped())
          form.setFieldError(path('pinCode'), errorMessage(error, m.customers_pin_lookup_failed()));
      })
      .finally(() => setLookingUp((current) => (current === pinCode ? null : current)));
  };

  /** A typed coordinate: the point is the user's own from now on. */
  const onCoordinate = (field: 'latitude' | 'longitude') => (value: NumberField) => {
    form.setFieldValue(path(field), value);
    form.setFieldValue(path('isPointFromPin'), false);
  };

  return (
    <>
      <Textarea
        label={m.customers_address_lines()}
        placeholder={m.customers_address_lines_placeholder()}
        autosize
        minRows={2}
        maxRows={4}
        maxLength={CUSTOMER_LIMITS.addressMax}
        {...form.getInputProps(path('line'))}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={m.customers_pin_code()}
          placeholder={m.customers_pin_code_placeholder()}
          inputMode="numeric"
          maxLength={6}
          rightSection={
            lookingUp ? <Loader size="xs" aria-label={m.customers_looking_up_pin_code()} /> : null
          }
          {...form.getInputProps(path('pinCode'))}
          onChange={(event) => onPinCode(event.currentTarget.value)}
        />
        <TextInput
          label={m.customers_district()}
          maxLength={CUSTOMER_LIMITS.districtMax}
          {...form.getInputProps(path('district'))}
        />
      </SimpleGrid>
      <PointPicker
        pointName={pointName}
        latitude={address.latitude}
        longitude={address.longitude}
        onChange={({ latitude, longitude }) => {
          form.setFieldValue(path('latitude'), latitude);
          form.setFieldValue(path('longitude'), longitude);
          form.setFieldValue(path('isPointFromPin'), false);
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={m.customers_latitude()}
            min={-90}
            max={90}
            step={FORM_STEPS.coordinate}
            decimalScale={COORDINATE_DECIMALS}
            {...form.getInputProps(path('latitude'))}
            onChange={onCoordinate('latitude')}
          />
          <NumberInput
            label={m.customers_longitude()}
            min={-180}
            max={180}
            step={FORM_STEPS.coordinate}
            decimalScale={COORDINATE_DECIMALS}
            {...form.getInputProps(path('longitude'))}
            onChange={onCoordinate('longitude')}
          />
        </SimpleGrid>
      </PointPicker>
    </>
  );
}
