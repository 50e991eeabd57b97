import {
  CUSTOMER_MESSAGES,
  englishOfRule,
  geoPoint,
  GSTIN_PROBLEM_MESSAGES,
  gstinCheckCharacter,
  zCustomerCreateSchema,
  type TCustomer,
  type TPinCodePlace,
} from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CUSTOMER_VALUES,
  customerFieldOf,
  customerFormErrors,
  gstinState,
  readTypedGstin,
  toCustomerCreateBody,
  toCustomerUpdateBody,
  valuesFromCustomer,
  withGstin,
  withPinPlace,
  type CustomerFormValues,
} from './customer-form';

/** A valid GSTIN of Maharashtra (27) on PAN AAPFU0939F. */
const GSTIN = '27AAPFU0939F1ZV';
/** The same PAN registered in Karnataka (29), with its own check character. */
const KARNATAKA_GSTIN = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;

const MUMBAI: TPinCodePlace = {
  pinCode: '400001',
  district: 'Mumbai',
  stateCode: '27',
  state: 'Maharashtra',
  places: ['Mumbai G.P.O.'],
  point: geoPoint(72.8353, 18.9388),
};
const BENGALURU: TPinCodePlace = {
  pinCode: '560001',
  district: 'Bangalore',
  stateCode: '29',
  state: 'Karnataka',
  places: ['Bangalore G.P.O.'],
  point: geoPoint(77.5946, 12.9716),
};

const values = (overrides: Partial<CustomerFormValues> = {}): CustomerFormValues => ({
  ...EMPTY_CUSTOMER_VALUES,
  name: 'Sharma Medical Stores',
  ...overrides,
});

describe('the GSTIN', () => {
  it('is read once 15 characters are typed, lower case and spaces forgiven', () => {
    expect(readTypedGstin('27AAPFU0939')).toBeNull();
    expect(readTypedGstin(` ${GSTIN.toLowerCase()} `)).toEqual({
      ok: true,
      gstin: GSTIN,
      stateCode: '27',
      state: 'Maharashtra',
      pan: 'AAPFU0939F',
    });
    expect(readTypedGstin('27AAPFU0939F1ZA')).toEqual({ ok: false, problem: 'checkCharacter' });
  });

  it('sets and locks the state to its own, and leaves it once no longer valid', () => {
    const typed = withGstin(values({ stateCode: '07' }), GSTIN);
    expect(typed).toMatchObject({ gstin: GSTIN, stateCode: '27', isStateFromPin: false });
    expect(gstinState(typed)).toBe('27');
    const mistyped = withGstin(typed, '27AAPFU0939F1Z');
    expect(mistyped.stateCode).toBe('27');
    expect(gstinState(mistyped)).toBeNull();
    expect(withGstin(values({ stateCode: '07' }), '27AAPFU0939F1ZA').stateCode).toBe('07');
  });

  it('sends the GSTIN’s state even when another was chosen before', () => {
    const body = toCustomerCreateBody(values({ gstin: KARNATAKA_GSTIN.toLowerCase(), stateCode: '27' }));
    expect(body).toMatchObject({ gstin: KARNATAKA_GSTIN, stateCode: '29' });
  });

  it('says the first rule a whole GSTIN breaks, by its message', () => {
    expect(customerFormErrors(values({ gstin: '27AAPFU0939F1ZA', stateCode: '27' }), 'create')).toEqual({
      gstin: englishOfRule(GSTIN_PROBLEM_MESSAGES.checkCharacter),
    });
  });
});

describe('a PIN code', () => {
  it('fills the district, the address’s state, the point and (without a GSTIN) the customer’s state', () => {
    const next = withPinPlace(values(), 'billingAddress', MUMBAI);
    expect(next.billingAddress).toMatchObject({
      district: 'Mumbai',
      stateCode: '27',
      latitude: 18.9388,
      longitude: 72.8353,
      isPointFromPin: true,
    });
    expect(next).toMatchObject({ stateCode: '27', isStateFromPin: true });
    // Another PIN code moves what the first one set.
    const moved = withPinPlace(next, 'billingAddress', BENGALURU);
    expect(moved.billingAddress).toMatchObject({ district: 'Bangalore', latitude: 12.9716 });
    expect(moved.stateCode).toBe('29');
  });

  it('keeps a state the user chose, a GSTIN’s state, and a point the user placed', () => {
    const chosen = withPinPlace(values({ stateCode: '07' }), 'billingAddress', MUMBAI);
    expect(chosen).toMatchObject({ stateCode: '07', isStateFromPin: false });
    const registered = withPinPlace(values({ gstin: GSTIN, stateCode: '27' }), 'billingAddress', BENGALURU);
    expect(registered.stateCode).toBe('27');
    const placed = values();
    placed.billingAddress = { ...placed.billingAddress, latitude: 19.07, longitude: 72.87 };
    expect(withPinPlace(placed, 'billingAddress', MUMBAI).billingAddress).toMatchObject({
      district: 'Mumbai',
      latitude: 19.07,
      longitude: 72.87,
      isPointFromPin: false,
    });
  });

  it('of the shipping address fills that address alone', () => {
    const next = withPinPlace(values({ hasShippingAddress: true }), 'shippingAddress', MUMBAI);
    expect(next.shippingAddress.district).toBe('Mumbai');
    expect(next.billingAddress.district).toBe('');
    expect(next.stateCode).toBeNull();
  });
});

describe('toCustomerCreateBody', () => {
  it('sends the name, the state and terms, leaving out what is empty', () => {
    const body = toCustomerCreateBody(values({ name: '  Sharma Medical Stores ', stateCode: '09' }));
    expect(body).toEqual({ name: 'Sharma Medical Stores', stateCode: '09', paymentTermsDays: 0 });
    expect(zCustomerCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends the addresses as GeoJSON points, the shipping one only when switched on', () => {
    const filled = withPinPlace(values({ gstin: GSTIN }), 'billingAddress', MUMBAI);
    filled.billingAddress = { ...filled.billingAddress, line: ' 12, Kalbadevi Road ', pinCode: '400001' };
    filled.shippingAddress = { ...filled.shippingAddress, line: 'Godown 4, Bhiwandi' };
    const body = toCustomerCreateBody({
      ...filled,
      creditLimit: 150000,
      paymentTermsDays: 30,
      phone: ' +91 98765 43210 ',
      email: 'accounts@sharma.in',
    });
    expect(body).toEqual({
      name: 'Sharma Medical Stores',
      gstin: GSTIN,
      stateCode: '27',
      paymentTermsDays: 30,
      creditLimit: 150000,
      phone: '+91 98765 43210',
      email: 'accounts@sharma.in',
      billingAddress: {
        line: '12, Kalbadevi Road',
        district: 'Mumbai',
        pinCode: '400001',
        stateCode: '27',
        point: { type: 'Point', coordinates: [72.8353, 18.9388] },
      },
    });
    expect(zCustomerCreateSchema.safeParse(body).success).toBe(true);
    expect(toCustomerCreateBody({ ...filled, hasShippingAddress: true }).shippingAddress).toEqual({
      line: 'Godown 4, Bhiwandi',
      pinCode: null,
      stateCode: null,
      point: null,
    });
  });
});

describe('toCustomerUpdateBody', () => {
  const customer: TCustomer = {
    id: '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d',
    name: 'Sharma Medical Stores',
    gstin: GSTIN,
    pan: 'AAPFU0939F',
    stateCode: '27',
    state: 'Maharashtra',
    billingAddress: {
      line: '12, Kalbadevi Road',
      district: 'Mumbai',
      pinCode: '400001',
      stateCode: '27',
      point: { type: 'Point', coordinates: [72.8353, 18.9388] },
    },
    shippingAddress: null,
    phone: '022 2345 6789',
    email: null,
    creditLimit: 50000,
    paymentTermsDays: 15,
    notes: 'Closed on Sundays',
    active: true,
    priceList: null,
    createdAt: '2026-01-10T05:30:00.000Z',
    updatedAt: '2026-01-10T05:30:00.000Z',
  };

  it('sends every field back, an emptied one as null, and the active flag', () => {
    const edited = { ...valuesFromCustomer(customer), phone: ' ', creditLimit: '', active: false };
    expect(toCustomerUpdateBody(edited)).toEqual({
      name: 'Sharma Medical Stores',
      gstin: GSTIN,
      stateCode: '27',
      billingAddress: customer.billingAddress,
      shippingAddress: null,
      phone: null,
      email: null,
      creditLimit: null,
      paymentTermsDays: 15,
      priceListId: null,
      notes: 'Closed on Sundays',
      active: false,
    });
  });

  it('sends the chosen price list, and null to go back to the products’ own prices', () => {
    const list = { id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', name: 'Chemists 2026' };
    const withList = valuesFromCustomer({ ...customer, priceList: list });
    expect(withList.priceListId).toBe(list.id);
    expect(toCustomerUpdateBody(withList).priceListId).toBe(list.id);
    expect(toCustomerUpdateBody({ ...withList, priceListId: null }).priceListId).toBeNull();
    expect(toCustomerCreateBody(values({ stateCode: '09', priceListId: list.id })).priceListId).toBe(list.id);
    expect(zCustomerCreateSchema.safeParse(toCustomerCreateBody(withList)).success).toBe(true);
  });

  it('clears the GSTIN of a customer who is no longer registered, keeping a chosen state', () => {
    const body = toCustomerUpdateBody({ ...valuesFromCustomer(customer), gstin: '' });
    expect(body).toMatchObject({ gstin: null, stateCode: '27' });
  });
});

describe('customerFormErrors', () => {
  it('asks for the name, and for the state of a customer without a GSTIN', () => {
    expect(customerFormErrors(EMPTY_CUSTOMER_VALUES, 'create')).toEqual({
      name: englishOfRule(CUSTOMER_MESSAGES.nameRequired),
      stateCode: englishOfRule(CUSTOMER_MESSAGES.stateRequired),
    });
    expect(customerFormErrors(values({ gstin: GSTIN }), 'create')).toEqual({});
    expect(customerFormErrors(values({ stateCode: '09' }), 'edit')).toEqual({});
  });

  it('puts the address, contact and point problems on their fields', () => {
    const typed = values({ stateCode: '27', phone: '12', email: 'not an email' });
    typed.billingAddress = { ...typed.billingAddress, pinCode: '012345', latitude: 18.9 };
    expect(customerFormErrors(typed, 'create')).toEqual({
      'billingAddress.pinCode': englishOfRule(CUSTOMER_MESSAGES.pinCode),
      'billingAddress.longitude': 'Give both latitude and longitude, or neither',
      phone: englishOfRule(CUSTOMER_MESSAGES.phone),
      email: englishOfRule(CUSTOMER_MESSAGES.email),
    });
  });

  it('maps a point’s coordinates to the latitude and longitude inputs', () => {
    expect(customerFieldOf('billingAddress.point.coordinates.0')).toBe('billingAddress.longitude');
    expect(customerFieldOf('shippingAddress.point.coordinates.1')).toBe('shippingAddress.latitude');
    expect(customerFieldOf('shippingAddress.point')).toBe('shippingAddress.latitude');
    expect(customerFieldOf('gstin')).toBe('gstin');
  });
});
