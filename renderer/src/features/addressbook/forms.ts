// The sender and recipient forms: what the operator typed (as typed: lib/documents.ts), the
// checks a desk can make before anything leaves (CEP, CPF/CNPJ check digits, phone, UF, e-mail),
// and the request body in the contract's shape. The contract is checked last, for anything else
// it refuses.
import type { RecipientCreateDto, SenderBodyInput } from '../../../../electron/shared/contract';
import { checks } from '../../lib/checks';
import { checkCep, checkCpfCnpj, checkPhone, digitsOf, type DocumentProblem } from '../../lib/documents';
import { isUf } from '../../lib/masks';

export interface AddressForm {
  country: string;
  zip: string;
  state: string;
  city: string;
  district: string;
  street: string;
  number: string;
  complement: string;
}

export interface RecipientForm {
  name: string;
  personName: string;
  cpfCnpj: string;
  phone: string;
  email: string;
  notes: string;
  address: AddressForm;
}

export interface SenderForm {
  name: string;
  personName: string;
  company: string;
  cpfCnpj: string;
  ieNumber: string;
  phone: string;
  email: string;
  setAsDefault: boolean;
  address: AddressForm;
}

export type FormProblem = DocumentProblem | 'uf' | 'email' | 'country';
/** Keyed by the form field ('cpfCnpj', 'address.zip', …). */
export type FormErrors = Record<string, FormProblem>;

export type FormResult<B> = { ok: true; body: B } | { ok: false; errors: FormErrors; issues: string[] };

export const emptyAddress = (): AddressForm => ({
  country: 'BR',
  zip: '',
  state: '',
  city: '',
  district: '',
  street: '',
  number: '',
  complement: '',
});
export const emptyRecipient = (name = ''): RecipientForm => ({
  name,
  personName: '',
  cpfCnpj: '',
  phone: '',
  email: '',
  notes: '',
  address: emptyAddress(),
});
export const emptySender = (): SenderForm => ({
  name: '',
  personName: '',
  company: '',
  cpfCnpj: '',
  ieNumber: '',
  phone: '',
  email: '',
  setAsDefault: false,
  address: emptyAddress(),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const opt = (text: string) => (text.trim() ? text.trim() : undefined);

function checkAddress(a: AddressForm, errors: FormErrors) {
  const brazil = a.country === 'BR';
  if (!/^[A-Z]{2}$/.test(a.country)) errors['address.country'] = 'country';
  const zip = brazil ? checkCep(a.zip).problem : a.zip.trim() ? null : 'required';
  if (zip) errors['address.zip'] = zip;
  if (brazil ? !isUf(a.state) : !a.state.trim()) errors['address.state'] = brazil ? 'uf' : 'required';
  // The contract asks for the district everywhere (recipients abroad too).
  for (const key of ['city', 'district', 'street', 'number'] as const)
    if (!a[key].trim()) errors[`address.${key}`] = 'required';
}

function checkDocument(text: string, required: boolean, errors: FormErrors) {
  if (!text.trim() && !required) return;
  const { problem } = checkCpfCnpj(text);
  if (problem) errors.cpfCnpj = problem;
}

function checkPhoneField(text: string, brazil: boolean, errors: FormErrors) {
  // A Brazilian number has the DDD and 8 or 9 digits; abroad (or +…), the spec's 8–20 characters.
  const { problem } = checkPhone(text, brazil);
  if (problem) errors.phone = problem;
}

const phoneValue = (text: string) => (text.trim().startsWith('+') ? text.trim() : digitsOf(text));

function addressBody(a: AddressForm) {
  const brazil = a.country === 'BR';
  return {
    street: a.street.trim(),
    number: a.number.trim(),
    complement: opt(a.complement),
    district: a.district.trim(),
    city: a.city.trim(),
    state: brazil ? a.state.toUpperCase() : a.state.trim(),
    zip: brazil ? digitsOf(a.zip) : a.zip.trim(),
    country: a.country,
  };
}

export function recipientBody(form: RecipientForm, locale: 'pt-BR' | 'en'): FormResult<RecipientCreateDto> {
  const errors: FormErrors = {};
  const brazil = form.address.country === 'BR';
  if (!form.name.trim()) errors.name = 'required';
  checkDocument(form.cpfCnpj, brazil, errors);
  checkPhoneField(form.phone, brazil, errors);
  if (form.email.trim() && !EMAIL.test(form.email.trim())) errors.email = 'email';
  checkAddress(form.address, errors);
  if (Object.keys(errors).length) return { ok: false, errors, issues: [] };
  const name = form.name.trim();
  const phone = phoneValue(form.phone);
  const email = opt(form.email);
  const draft = {
    name,
    cpfCnpj: opt(digitsOf(form.cpfCnpj)),
    phone,
    email,
    notes: opt(form.notes),
    address: { name, personName: form.personName.trim() || name, phone, email, ...addressBody(form.address) },
  };
  const { parseOrIssues, recipientCreateDtoSchema } = checks();
  const parsed = parseOrIssues(recipientCreateDtoSchema, stripUndefined(draft), locale);
  return parsed.ok ? { ok: true, body: parsed.value } : { ok: false, errors, issues: parsed.error.issues };
}

export function senderBody(form: SenderForm, locale: 'pt-BR' | 'en'): FormResult<SenderBodyInput> {
  const errors: FormErrors = {};
  if (!form.name.trim()) errors.name = 'required';
  checkDocument(form.cpfCnpj, true, errors);
  checkPhoneField(form.phone, true, errors);
  if (form.email.trim() && !EMAIL.test(form.email.trim())) errors.email = 'email';
  checkAddress({ ...form.address, country: 'BR' }, errors);
  if (Object.keys(errors).length) return { ok: false, errors, issues: [] };
  const draft = {
    name: form.name.trim(),
    personName: opt(form.personName),
    company: opt(form.company),
    cpfCnpj: digitsOf(form.cpfCnpj),
    ieNumber: opt(form.ieNumber),
    phone: phoneValue(form.phone),
    email: opt(form.email),
    setAsDefault: form.setAsDefault,
    ...addressBody({ ...form.address, country: 'BR' }),
  };
  const { parseOrIssues, senderBodySchema } = checks();
  const parsed = parseOrIssues(senderBodySchema, stripUndefined(draft), locale);
  return parsed.ok ? { ok: true, body: parsed.value } : { ok: false, errors, issues: parsed.error.issues };
}

function stripUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A refused recipient back into the form, for "correct and resend". */
export function recipientFormOf(body: RecipientCreateDto): RecipientForm {
  const a = body.address;
  return {
    name: body.name,
    personName: a.personName === body.name ? '' : a.personName,
    cpfCnpj: body.cpfCnpj ?? '',
    phone: body.phone,
    email: body.email ?? '',
    notes: body.notes ?? '',
    address: {
      country: a.country,
      zip: a.zip,
      state: a.state,
      city: a.city,
      district: a.district,
      street: a.street,
      number: a.number,
      complement: a.complement ?? '',
    },
  };
}

export function senderFormOf(body: SenderBodyInput): SenderForm {
  return {
    name: body.name,
    personName: body.personName ?? '',
    company: body.company ?? '',
    cpfCnpj: body.cpfCnpj,
    ieNumber: body.ieNumber ?? '',
    phone: body.phone,
    email: body.email ?? '',
    setAsDefault: body.setAsDefault ?? false,
    address: {
      country: 'BR',
      zip: body.zip,
      state: body.state,
      city: body.city,
      district: body.district,
      street: body.street,
      number: body.number,
      complement: body.complement ?? '',
    },
  };
}
