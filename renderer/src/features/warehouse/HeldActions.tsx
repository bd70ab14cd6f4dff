// The way on after a purchase was refused for an order someone holds (issue 27), wherever it was
// refused: the buy panel (Buy, F9) and the scan notice. One button, named for what it does
// ("Outro volume", "Assumir o pedido", "Comprar mesmo assim"), and a question before anything is
// sent: each spends money the refusal was there to protect, so the operator reads what it means
// first; main audits the answer before it buys.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationError } from '../../bridge';
import { Dialog } from '../../ui/Dialog';
import type { OrderWord } from '../purchase';
import { heldWordOf, ORDER_WORD, saidParam, type HeldWord } from './heldWord';

interface HeldActionsProps {
  error: StationError;
  /** Sends the purchase again with the word the operator confirmed. */
  onResend(word: OrderWord): void;
  disabled?: boolean;
}

export function HeldActions({ error, onResend, disabled }: HeldActionsProps) {
  const { t } = useTranslation();
  const word = heldWordOf(error);
  const [asking, setAsking] = useState<HeldWord | null>(null);
  if (!word) return null;
  const params = { ref: saidParam(error.said, 'ref'), desk: saidParam(error.said, 'desk') };
  const risky = word !== 'second-parcel';
  return (
    <div className="actions" data-testid="held-actions">
      <button
        type="button"
        className={`btn small${risky ? ' danger' : ' primary'}`}
        disabled={disabled}
        onClick={() => setAsking(word)}
        data-testid={`held-${word}`}
      >
        {t(`warehouse.word.${word}.button`)}
      </button>
      {asking ? (
        <Dialog
          title={t(`warehouse.word.${asking}.title`, params)}
          onClose={() => setAsking(null)}
          testId="held-confirm"
          textOnly
          footer={
            <>
              <button type="button" className="btn" onClick={() => setAsking(null)} data-autofocus>
                {t('warehouse.word.cancel')}
              </button>
              <button
                type="button"
                className={`btn${risky ? ' danger' : ' primary'}`}
                onClick={() => {
                  setAsking(null);
                  onResend(ORDER_WORD[asking]);
                }}
                data-testid="held-confirm-yes"
              >
                {t(`warehouse.word.${asking}.confirm`)}
              </button>
            </>
          }
        >
          <p>{t(`warehouse.word.${asking}.body`, params)}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
