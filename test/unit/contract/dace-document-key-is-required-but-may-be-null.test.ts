import { describe, expect, it } from 'vitest';
import {
  daceDownloadResponseSchema,
  daceResponseSchema,
  generateShipmentDaceDtoSchema,
} from '../../../electron/shared/contract';
import { daceResponse, ID } from './fixtures';
import { issuesOf, parsed } from './helpers';

describe('DACE generate request', () => {
  it('defaults to the summarized DACE and knows T, R and C only', () => {
    expect(parsed(generateShipmentDaceDtoSchema, {})).toEqual({ tipoDace: 'R' });
    expect(parsed(generateShipmentDaceDtoSchema, { tipoDace: 'T' })).toEqual({ tipoDace: 'T' });
    expect(issuesOf(generateShipmentDaceDtoSchema, { tipoDace: 'X' })).toEqual(['tipoDace: must be one of: T, R, C']);
  });
});

describe('DACE response', () => {
  it('accepts a null document but not a missing one', () => {
    expect(issuesOf(daceResponseSchema, daceResponse())).toEqual([]);
    const { document: _omit, ...noDocument } = daceResponse();
    expect(issuesOf(daceResponseSchema, noDocument)).toEqual(['document: is required']);
  });

  it('keeps the document fields it is given', () => {
    const generated = {
      ...daceResponse(),
      generated: true,
      document: { id: 'dace-1', numero: 12 },
      fiscalDocumentStatus: 'AUTHORIZED',
    };
    expect(daceResponseSchema.parse(generated).document).toEqual({ id: 'dace-1', numero: 12 });
  });

  it('takes downloadUrl as optional, nullable, http(s)', () => {
    expect(issuesOf(daceResponseSchema, { ...daceResponse(), downloadUrl: null })).toEqual([]);
    expect(issuesOf(daceResponseSchema, { ...daceResponse(), downloadUrl: 'https://x.example/d.pdf' })).toEqual([]);
    expect(issuesOf(daceResponseSchema, { ...daceResponse(), downloadUrl: 'd.pdf' })).toEqual([
      'downloadUrl: must be an http(s) address',
    ]);
  });

  it('requires the availability flags', () => {
    const { available: _omit, ...noFlag } = daceResponse();
    expect(issuesOf(daceResponseSchema, noFlag)).toEqual(['available: is required']);
  });
});

describe('DACE download response', () => {
  it('carries a PDF address or thermal data and keeps later fields', () => {
    const pdf = {
      shipmentId: ID.shipment,
      type: 'DACE',
      downloadUrl: 'https://x.example/d.pdf',
      fileUrl: 'dace/1.pdf',
      dados: null,
    };
    expect(issuesOf(daceDownloadResponseSchema, pdf)).toEqual([]);
    const thermal = { shipmentId: ID.shipment, type: 'DACE_THERMAL', dados: '^XA^FDDACE^FS^XZ', expiresAt: 'later' };
    expect(daceDownloadResponseSchema.parse(thermal)).toMatchObject({ expiresAt: 'later' });
  });

  it('requires none of the shown fields, but refuses a kind outside the enum', () => {
    expect(issuesOf(daceDownloadResponseSchema, { type: 'DACE' })).toEqual([]);
    expect(issuesOf(daceDownloadResponseSchema, { shipmentId: ID.shipment, type: 'PDF' })).toEqual([
      'type: must be one of: DACE, DACE_THERMAL',
    ]);
  });

  it('tells the kind from thermal data when the server leaves type out', () => {
    expect(parsed(daceDownloadResponseSchema, { dados: '^XA^XZ', downloadUrl: null }).type).toBe('DACE_THERMAL');
    expect(parsed(daceDownloadResponseSchema, { downloadUrl: 'https://cdn.example/d.pdf', dados: null }).type).toBe(
      'DACE',
    );
    expect(parsed(daceDownloadResponseSchema, { dados: '' }).type).toBe('DACE');
  });
});
