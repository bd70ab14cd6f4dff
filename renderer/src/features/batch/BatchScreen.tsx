// Lote (Alt+6): import a CSV of orders, see every refused row before anything is spent, then
// quote, create, buy and print them all, in the CSV's order, with progress that follows main.
import './batch.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreFields } from '../../app/store';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { BatchColumns } from './BatchColumns';
import { BatchDetail } from './BatchDetail';
import { BatchImport } from './BatchImport';
import { BatchList } from './BatchList';

export function BatchScreen() {
  const { t } = useTranslation();
  const { batch, batchError, loadBatches } = useStoreFields('batch', 'batchError', 'loadBatches');

  useEffect(() => {
    void loadBatches();
  }, [loadBatches]);

  return (
    <div className="batch-screen">
      <h1 className="sr-only">{t('batch.title')}</h1>
      <div className="batch-side">
        <BatchImport />
        <BatchList />
      </div>
      {batch ? (
        <BatchDetail batch={batch} />
      ) : (
        <section className="panel grow batch-empty" aria-label={t('batch.title')}>
          <div className="body">
            {batchError ? <ErrorNotice error={batchError} testId="batch-error-notice" /> : null}
            <BatchColumns />
          </div>
        </section>
      )}
    </div>
  );
}
