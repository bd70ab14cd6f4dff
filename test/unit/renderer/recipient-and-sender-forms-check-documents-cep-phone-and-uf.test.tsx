// The address forms check what a desk can check before anything leaves: CPF/CNPJ check digits,
// CEP, UF, phone and e-mail. A number stays as typed and takes its punctuation only once its
// digits are all there and the field is left; a good form sends the contract's body (digits
// only) to the address book, and a refused outbox item is corrected and resent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  emptyRecipient,
  emptySender,
  recipientBody,
  senderBody,
  type RecipientForm,
} from '../../../renderer/src/features/addressbook/forms';
import { RecipientFormDialog } from '../../../renderer/src/features/addressbook/RecipientFormDialog';
import { RECIPIENT } from './support/fixtures';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const maria: RecipientForm = {
  ...emptyRecipient('Maria Souza'),
  cpfCnpj: '111.444.777-35',
  phone: '(21) 98765-4321',
  address: {
    country: 'BR',
    zip: '20040-002',
    state: 'RJ',
    city: 'Rio de Janeiro',
    district: 'Centro',
    street: 'Avenida Rio Branco',
    number: '100',
    complement: '',
  },
};

describe('recipient and sender form checks', () => {
  it('refuses a CPF whose check digits are wrong, a short CEP, an unknown UF and a short phone', () => {
    const result = recipientBody(
      { ...maria, cpfCnpj: '111.444.777-36', phone: '2198', address: { ...maria.address, zip: '2004', state: 'XX' } },
      'pt-BR',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      cpfCnpj: 'cpfCnpjCheck',
      phone: 'phone',
      'address.zip': 'cep',
      'address.state': 'uf',
    });
  });

  it('requires the document in Brazil but not abroad, where CEP and UF rules do not apply', () => {
    const noDoc = recipientBody({ ...maria, cpfCnpj: '' }, 'pt-BR');
    expect(noDoc.ok || noDoc.errors.cpfCnpj).toBe('required');
    const abroad = recipientBody(
      {
        ...maria,
        cpfCnpj: '',
        phone: '+1 212 555 0100',
        address: { ...maria.address, country: 'US', zip: '10001', state: 'NY', district: 'Chelsea' },
      },
      'pt-BR',
    );
    expect(abroad.ok).toBe(true);
    if (abroad.ok) {
      expect(abroad.body.cpfCnpj).toBeUndefined();
      expect(abroad.body.address).toMatchObject({ country: 'US', zip: '10001', state: 'NY' });
    }
  });

  it('builds the body the contract wants: digits only, delivery name defaulting to the name', () => {
    const result = recipientBody(maria, 'pt-BR');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toEqual({
      name: 'Maria Souza',
      cpfCnpj: '11144477735',
      phone: '21987654321',
      address: {
        name: 'Maria Souza',
        personName: 'Maria Souza',
        phone: '21987654321',
        street: 'Avenida Rio Branco',
        number: '100',
        district: 'Centro',
        city: 'Rio de Janeiro',
        state: 'RJ',
        zip: '20040002',
        country: 'BR',
      },
    });
  });

  it('checks a sender the same way, CNPJ included', () => {
    const bad = senderBody(
      {
        ...emptySender(),
        name: 'Expedição',
        cpfCnpj: '11.222.333/0001-82',
        phone: '1130001000',
        address: maria.address,
      },
      'pt-BR',
    );
    expect(bad.ok || bad.errors.cpfCnpj).toBe('cpfCnpjCheck');
    const good = senderBody(
      {
        ...emptySender(),
        name: 'Expedição',
        cpfCnpj: '11.222.333/0001-81',
        phone: '(11) 3000-1000',
        address: maria.address,
      },
      'pt-BR',
    );
    expect(good.ok && good.body).toMatchObject({
      cpfCnpj: '11222333000181',
      phone: '1130001000',
      zip: '20040002',
      setAsDefault: false,
    });
  });

  it('keeps numbers as typed, punctuates them once whole and left, shows each problem by its field, and sends nothing until it is right', async () => {
    const station = installStation({ 'addressbook.createRecipient': () => ({ entry: RECIPIENT, queued: false }) });
    let saved = 0;
    const user = userEvent.setup();
    renderDesk(<RecipientFormDialog initial={emptyRecipient()} onClose={() => undefined} onSaved={() => saved++} />);
    const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    await user.type(input('Nome'), 'Maria Souza');
    await user.type(input('CPF ou CNPJ'), '11144477736');
    // While typing, the field holds the keys as pressed: no punctuation pushed in between them.
    expect(input('CPF ou CNPJ').value).toBe('11144477736');
    await user.type(input('Telefone'), '21987654321');
    await user.type(input('CEP'), '20040002');
    await user.type(input('UF'), 'rj');
    await user.type(input('Cidade'), 'Rio de Janeiro');
    await user.type(input('Rua'), 'Avenida Rio Branco');
    await user.type(input('Número'), '100');
    await user.type(input('Bairro'), 'Centro');
    expect(input('CPF ou CNPJ').value).toBe('111.444.777-36');
    expect(input('Telefone').value).toBe('(21) 98765-4321');
    expect(input('CEP').value).toBe('20040-002');
    expect(input('UF').value).toBe('RJ');
    // Left with a wrong check digit, the CPF is refused at once, with an example of a right one.
    expect(screen.queryByText('CPF/CNPJ inválido: dígitos verificadores não conferem')).not.toBeNull();
    expect(screen.queryByText('Ex.: 111.444.777-35 ou 11.222.333/0001-81')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(input('CPF ou CNPJ').getAttribute('aria-invalid')).toBe('true');
    expect(station.callsTo('addressbook.createRecipient')).toHaveLength(0);

    await user.clear(input('CPF ou CNPJ'));
    await user.type(input('CPF ou CNPJ'), '11144477735');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toBe(1));
    expect(station.callsTo('addressbook.createRecipient')).toEqual([
      expect.objectContaining({ cpfCnpj: '11144477735', phone: '21987654321' }),
    ]);
  });

  it('refuses a CEP one digit short at once, as typed, and puts the lost leading zero back in one click', async () => {
    const user = userEvent.setup();
    renderDesk(<RecipientFormDialog initial={emptyRecipient()} onClose={() => undefined} onSaved={() => undefined} />);
    const cep = screen.getByLabelText('CEP') as HTMLInputElement;
    await user.type(cep, '1310100');
    await user.tab();
    // Not "13101-00": the field shows what was typed, says what is wrong and what is right.
    expect(cep.value).toBe('1310100');
    expect(cep.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('O CEP tem 8 dígitos; este tem 7')).not.toBeNull();
    expect(screen.queryByText('Ex.: 01310-100')).not.toBeNull();
    expect(screen.queryByText('Faltou o zero do início?')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Usar 01310-100' }));
    expect(cep.value).toBe('01310-100');
    expect(cep.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers the fix a phone or a CPF most likely needs, in English too', async () => {
    const user = userEvent.setup();
    renderDesk(<RecipientFormDialog initial={emptyRecipient()} onClose={() => undefined} onSaved={() => undefined} />, {
      language: 'en',
    });
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    await user.type(phone, '2187654321');
    await user.tab();
    expect(phone.value).toBe('(21) 8765-4321');
    expect(screen.queryByText('A mobile without the 9 in front?')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use (21) 98765-4321' }));
    expect(phone.value).toBe('(21) 98765-4321');

    const document = screen.getByLabelText('CPF or CNPJ') as HTMLInputElement;
    await user.type(document, '1234567890');
    await user.tab();
    expect(document.value).toBe('1234567890');
    expect(screen.queryByText('A CPF has 11 digits and a CNPJ 14; this one has 10')).not.toBeNull();
    expect(screen.queryByText('e.g. 111.444.777-35 or 11.222.333/0001-81')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use 012.345.678-90' }));
    expect(document.value).toBe('012.345.678-90');
    expect(document.getAttribute('aria-invalid')).toBeNull();
  });

  it('corrects a refused outbox item and resends it as a correction, showing the server words', async () => {
    const station = installStation({ 'addressbook.retry': () => RECIPIENT });
    const body = recipientBody(maria, 'pt-BR');
    if (!body.ok) throw new Error('fixture');
    renderDesk(
      <RecipientFormDialog
        initial={maria}
        outboxId={7}
        serverMessages={['address.zip: CEP not served by any carrier']}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    expect(screen.queryByText('address.zip: CEP not served by any carrier')).not.toBeNull();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('CEP'));
    await user.type(screen.getByLabelText('CEP'), '20040020');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(station.callsTo('addressbook.retry')).toHaveLength(1));
    expect(station.callsTo('addressbook.retry')[0]).toEqual({
      id: 7,
      correction: { kind: 'recipient', body: { ...body.body, address: { ...body.body.address, zip: '20040020' } } },
    });
  });
});
