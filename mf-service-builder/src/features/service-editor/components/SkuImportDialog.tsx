import { useId, useRef, useState, type FormEvent } from 'react';
import { downloadFile, fileToBase64, saveFile } from 'shared/api';
import type {
  BuilderService,
  OptionDraft,
} from 'shared/contracts/serviceBuilder';
import { MAX_SKU_ROWS } from 'shared/contracts/serviceBuilderParts';
import type { ImportRowError } from 'shared/contracts/vendorSales';
import { CHOICE_TAGS } from 'shared/options';
import { intlLocale, localiseErrorMessage, useLanguage } from 'shared/i18n';
import { Banner } from 'shared/ui';
import { Button, Checkbox, DownloadOutlined, Modal } from 'shared/ui/antd';
import {
  ImportErrors,
  importFileProblem,
  importRowErrorsOf,
} from 'shared/ui/form';
import type { ServiceHome } from '../../../side';
import { useBuilderT } from '../../../i18n/t';
import { importSkus, skuTemplatePath } from '../api';

const MAX_BYTES = 3 * 1024 * 1024;

/** Props of SkuImportDialog. */
export interface SkuImportDialogProps {
  open: boolean;
  onClose: () => void;
  home: ServiceHome;
  service: BuilderService;
  /** the selected option: a saved choice option may take the whole file */
  selected: OptionDraft | null;
  /** unsaved changes: the import saves the service, so they must be saved first */
  isDirty: boolean;
  onImported: (service: BuilderService) => void;
}

/**
 * The SKU import: a CSV or XLSX file of choices from the template, all rows or none,
 * with the row-level report of a refused file. The import saves the service.
 */
export function SkuImportDialog({
  open,
  onClose,
  home,
  service,
  selected,
  isDirty,
  onImported,
}: SkuImportDialogProps) {
  const canTarget =
    selected !== null && selected.id > 0 && CHOICE_TAGS.includes(selected.tag);
  const [intoSelected, setIntoSelected] = useState(true);
  const option = canTarget && intoSelected ? selected : null;
  const t = useBuilderT();
  const language = useLanguage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const target = option ? `“${option.label.value}”` : t('skuImport.eachRow');

  const reset = () => {
    setFailure(null);
    setRowErrors([]);
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const file = input.current?.files?.[0];
    const problem = importFileProblem(file, MAX_BYTES);
    if (problem || !file) return setFailure(problem);
    setBusy(true);
    try {
      const saved = await importSkus(
        service.id,
        {
          file_name: file.name,
          content: await fileToBase64(file),
          version: service.version,
        },
        option?.id,
      );
      onImported(saved);
      onClose();
    } catch (error) {
      setFailure(
        error instanceof Error && error.message
          ? localiseErrorMessage(error.message)
          : t('skuImport.failed'),
      );
      setRowErrors(importRowErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };
  const handleTemplate = async () => {
    try {
      saveFile(await downloadFile(skuTemplatePath(home)));
    } catch (error) {
      setFailure(
        error instanceof Error && error.message
          ? localiseErrorMessage(error.message)
          : t('skuImport.downloadFailed'),
      );
    }
  };

  return (
    <Modal
      open={open}
      title={t('skuImport.title')}
      onCancel={() => {
        reset();
        onClose();
      }}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <div className="sb-stack">
        <p>
          {t('skuImport.intro', { target })}{' '}
          {!option && `${t('skuImport.newOption')} `}
          {t('skuImport.limit', {
            max: MAX_SKU_ROWS.toLocaleString(intlLocale(language)),
          })}
        </p>
        {canTarget && (
          <Checkbox
            checked={intoSelected}
            onChange={(e) => setIntoSelected(e.target.checked)}
          >
            {t('skuImport.onlyInto', { label: selected.label.value })}
          </Checkbox>
        )}
        <div>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void handleTemplate()}
          >
            {t('skuImport.template')}
          </Button>
        </div>
        {isDirty && <Banner type="warning" title={t('skuImport.saveFirst')} />}
        {failure && <Banner type="failure" title={failure} />}
        <form
          className="sb-stack"
          aria-label={t('skuImport.form')}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <div>
            <label htmlFor={inputId}>{t('skuImport.file')}</label>
            <input
              ref={input}
              id={inputId}
              name="file"
              type="file"
              className="sb-file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            />
          </div>
          <div>
            <Button
              type="primary"
              htmlType="submit"
              loading={busy}
              disabled={isDirty}
            >
              {t('skuImport.submit')}
            </Button>
          </div>
        </form>
        <ImportErrors errors={rowErrors} />
      </div>
    </Modal>
  );
}
