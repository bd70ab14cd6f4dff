// Issue 15.6: what start-up brought back from the audit log is said at start, apart: charged
// labels (by tracking code, printed once at the resume) and purchases whose answer was lost (by
// shipment, held until the operator tries again).
import { describe, expect, it } from 'vitest';
import { describeRecoveredCharges } from '../../../electron/main/app/storage-check';
import { spoken } from '../../support/said';

describe('the start-up notice of recovered purchases', () => {
  it('names charged labels by tracking code and unanswered purchases by shipment, each in its own sentence', () => {
    const notices = describeRecoveredCharges([
      {
        shipmentId: 'a1b2c3d4-0000',
        labelId: 'l1',
        trackingCode: 'AA123456785BR',
        lost: 'journal-lost',
        state: 'ready',
      },
      { shipmentId: 'e5f6a7b8-0000', labelId: null, trackingCode: null, lost: 'journal-lost', state: 'unknown' },
    ]).map((notice) => spoken(notice));
    expect(notices).toHaveLength(2);
    expect(notices[0]).toContain('AA123456785BR');
    expect(notices[0]).toContain('sem nova cobrança');
    expect(notices[1]).toContain('e5f6a7b8');
    expect(notices[1]).toContain('pode ter sido cobrada');
    expect(describeRecoveredCharges([])).toEqual([]);
  });
});
