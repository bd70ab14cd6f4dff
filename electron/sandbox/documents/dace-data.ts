// What every DACE rendering (PDF summarized, PDF complete, thermal ZPL) shows.
import type { ShipmentAddress } from '../../shared/contract';

export interface DaceData {
  tipo: 'T' | 'R' | 'C';
  chave: string;
  numero: string;
  serie: string;
  protocolo: string;
  issuedAt: number;
  emitente: ShipmentAddress;
  destinatario: ShipmentAddress;
  products: Array<{ content: string; quantity: number; valueCents: number; ncm?: string | undefined }>;
  /** Declared total, in reais as the invoice carries it. */
  valor: number;
  trackingCode: string;
  carrierService: string;
  qrText: string;
}

/** 44 digits in groups of four, as printed on fiscal documents. */
export const groupedKey = (chave: string) => chave.replace(/(\d{4})(?=\d)/g, '$1 ');

export const document = (a: ShipmentAddress) => {
  const d = a.cpfCnpj ?? '';
  if (d.length === 14) return `CNPJ ${d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')}`;
  if (d.length === 11) return `CPF ${d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')}`;
  return 'Sem documento';
};

export const oneLineAddress = (a: ShipmentAddress) =>
  [`${a.street}, ${a.number}`, a.complement, a.district, `${a.city}/${a.state}`, a.zip, a.country ?? 'BR']
    .filter(Boolean)
    .join(' - ');
