// The address forms check what a desk can check before anything leaves: CPF/CNPJ check digits,
// CEP, UF, phone and e-mail, with masks while typing; a good form sends the contract's body
// (digits only) to the address book, and a refused outbox item is corrected and resent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

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

  it('masks while typing, shows each problem by its field, and sends nothing until it is right', async () => {
    const station = installStation({ 'addressbook.createRecipient': () => ({ entry: RECIPIENT, queued: false }) });
    let saved = 0;
    renderDesk(<RecipientFormDialog initial={emptyRecipient()} onClose={() => undefined} onSaved={() => saved++} />);
    type('Nome', 'Maria Souza');
    type('CPF ou CNPJ', '11144477736');
    type('Telefone', '21987654321');
    type('CEP', '20040002');
    type('UF', 'rj');
    type('Cidade', 'Rio de Janeiro');
    type('Rua', 'Avenida Rio Branco');
    type('Número', '100');
    type('Bairro', 'Centro');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveProperty('value', '111.444.777-36');
    expect(screen.getByLabelText('Telefone')).toHaveProperty('value', '(21) 98765-4321');
    expect(screen.getByLabelText('CEP')).toHaveProperty('value', '20040-002');
    expect(screen.getByLabelText('UF')).toHaveProperty('value', 'RJ');

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CPF/CNPJ inválido: dígitos verificadores não conferem')).toBeTruthy();
    expect(screen.getByLabelText('CPF ou CNPJ').getAttribute('aria-invalid')).toBe('true');
    expect(station.callsTo('addressbook.createRecipient')).toHaveLength(0);

    type('CPF ou CNPJ', '11144477735');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toBe(1));
    expect(station.callsTo('addressbook.createRecipient')).toEqual([
      expect.objectContaining({ cpfCnpj: '11144477735', phone: '21987654321' }),
    ]);
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
    expect(screen.getByText('address.zip: CEP not served by any carrier')).toBeTruthy();
    type('CEP', '20040-020');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(station.callsTo('addressbook.retry')).toHaveLength(1));
    expect(station.callsTo('addressbook.retry')[0]).toEqual({
      id: 7,
      correction: { kind: 'recipient', body: { ...body.body, address: { ...body.body.address, zip: '20040020' } } },
    });
  });
});
