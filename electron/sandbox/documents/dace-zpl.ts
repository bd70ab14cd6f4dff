// DACE for thermal printers: ZPL II for a 100 × 150 mm label at 203 dpi (799 × 1199 dots: the
// media it claims, not 4 × 6 in), with the same data as the PDF and the QR code drawn by the
// printer (^BQ). Printers at 300 or 600 dpi get it rescaled by the station (thermal/zpl-scale).
import { document, groupedKey, oneLineAddress, type DaceData } from './dace-data';

/** ^ and ~ start ZPL commands; inside field data they would cut the label short. */
const field = (text: string, max = 60) => {
  const clean = text.replace(/[\^~]/g, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

/** Millimetres to dots at 203 dpi. */
const dots = (mm: number) => Math.round((mm * 203) / 25.4);

export function renderDaceZpl(d: DaceData): string {
  const lines: string[] = ['^XA', '^CI28', `^PW${dots(100)}`, `^LL${dots(150)}`, '^LH0,0'];
  let y = 30;
  const text = (value: string, size = 26, max = 60) => {
    lines.push(`^FO30,${y}^A0N,${size},${size}^FD${field(value, max)}^FS`);
    y += size + 10;
  };
  text('DACE - Declaracao de Conteudo Eletronica', 34, 44);
  text(`No ${d.numero}  Serie ${d.serie}  ${new Date(d.issuedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  lines.push(`^FO30,${y}^GB752,3,3^FS`);
  y += 14;
  text('CHAVE DE ACESSO', 24);
  text(groupedKey(d.chave).slice(0, 29), 30);
  text(groupedKey(d.chave).slice(30), 30);
  text(`Protocolo ${d.protocolo}`);
  lines.push(`^FO30,${y}^GB752,3,3^FS`);
  y += 14;
  text('EMITENTE', 24);
  text(d.emitente.company || d.emitente.personName || d.emitente.name);
  text(document(d.emitente));
  text(oneLineAddress(d.emitente), 22, 68);
  text('DESTINATARIO', 24);
  text(d.destinatario.personName || d.destinatario.name);
  text(document(d.destinatario));
  text(oneLineAddress(d.destinatario), 22, 68);
  lines.push(`^FO30,${y}^GB752,3,3^FS`);
  y += 14;
  text(`Itens ${d.products.length}  Valor total R$ ${d.valor.toFixed(2).replace('.', ',')}`, 28);
  text(`${d.carrierService}  Objeto ${d.trackingCode}`, 24);
  // QR model 2, magnification 5; "QA," = error correction Q, automatic data mode.
  lines.push(`^FO240,${Math.min(y + 10, 900)}^BQN,2,5^FDQA,${field(d.qrText, 200)}^FS`);
  lines.push('^FO30,1170^A0N,22,22^FDSANDBOX - sem valor fiscal^FS');
  lines.push('^XZ');
  return lines.join('\n');
}
