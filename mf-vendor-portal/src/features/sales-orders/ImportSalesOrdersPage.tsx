import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'shared/router';
import { downloadFile, fileToBase64, saveFile } from 'shared/api';
import type {
  ImportRowError,
  VendorImportResult,
} from 'shared/contracts/vendorSales';
import { Banner } from 'shared/ui';
import { Button, DownloadOutlined } from 'shared/ui/antd';
import {
  ImportErrors,
  importFileProblem,
  importRowErrorsOf,
} from 'shared/ui/form';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { IMPORT_TEMPLATE, importSalesOrders } from '../../records/salesApi';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import { errorWords, useVendorT } from '../../i18n/t';

const MAX_BYTES = 2 * 1024 * 1024;

/** Imports sales orders from a CSV or XLSX file (/portal/sales-order/bulk-salesorder): all rows or none. */
export function ImportSalesOrdersPage() {
  const basePath = useBasePath();
  const t = useVendorT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const [result, setResult] = useState<VendorImportResult | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setRowErrors([]);
    setResult(null);
    const file = input.current?.files?.[0];
    const problem = importFileProblem(file, MAX_BYTES);
    if (problem || !file) return setFailure(problem);
    setBusy(true);
    try {
      const content = await fileToBase64(file);
      setResult(await importSalesOrders({ file_name: file.name, content }));
      if (input.current) input.current.value = '';
    } catch (error) {
      setFailure(errorWords(error) ?? t('imports.page.failed'));
      setRowErrors(importRowErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const handleTemplate = async () => {
    try {
      saveFile(await downloadFile(IMPORT_TEMPLATE));
    } catch (error) {
      setFailure(errorWords(error) ?? t('imports.downloadFailed'));
    }
  };

  return (
    <div className="vp-page vp-stack">
      <h1>{t('imports.page.title')}</h1>
      <p>{t('imports.page.intro')}</p>
      <div className="vp-actions">
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => void handleTemplate()}
        >
          {t('imports.template')}
        </Button>
      </div>
      {failure && <Banner type="failure" title={failure} />}
      {result && (
        <Banner
          type="success"
          title={t('imports.page.imported', {
            count: result.imported,
            orders: result.orders.map((order) => order.order_no).join(', '),
          })}
        />
      )}
      <form
        className="vp-card vp-stack"
        aria-label={t('imports.page.form')}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <div>
          <label htmlFor={inputId}>{t('imports.page.file')}</label>
          <input
            ref={input}
            id={inputId}
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
          />
        </div>
        <div className="vp-actions">
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('imports.page.submit')}
          </Button>
          <Link
            className="vs-link-button"
            to={vendorPortalPaths.salesOrders(basePath)}
          >
            {t('imports.page.back')}
          </Link>
        </div>
      </form>
      <ImportErrors className="vp-card" errors={rowErrors} />
    </div>
  );
}
