import { useId, useRef, useState, type FormEvent } from 'react';
import { downloadFile, fileToBase64, saveFile } from 'shared/api';
import type {
  BuilderService,
  OptionDraft,
} from 'shared/contracts/serviceBuilder';
import { MAX_SKU_ROWS } from 'shared/contracts/serviceBuilderParts';
import type { ImportRowError } from 'shared/contracts/vendorSales';
import { CHOICE_TAGS } from 'shared/options';
import { Banner } from 'shared/ui';
import { Button, Checkbox, DownloadOutlined, Modal } from 'shared/ui/antd';
import {
  ImportErrors,
  importFileProblem,
  importRowErrorsOf,
} from 'shared/ui/form';
import type { ServiceHome } from '../../../side';
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
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const target = option
    ? `“${option.label.value}”`
    : 'the options each row names';

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
      setFailure(error instanceof Error ? error.message : 'The import failed.');
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
        error instanceof Error ? error.message : 'The download failed.',
      );
    }
  };

  return (
    <Modal
      open={open}
      title="Import choices (SKUs)"
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
          One choice per row, into {target}. A choice already there (same name)
          takes the file’s cost and picture; a new one is added at the end.
          {!option &&
            ' A label no option has yet becomes a new mass dropdown.'}{' '}
          At most {MAX_SKU_ROWS.toLocaleString('en-US')} rows. If any row is
          wrong, nothing is imported and every problem is listed.
        </p>
        {canTarget && (
          <Checkbox
            checked={intoSelected}
            onChange={(e) => setIntoSelected(e.target.checked)}
          >
            Only into “{selected.label.value}” (the file needs no option column)
          </Checkbox>
        )}
        <div>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void handleTemplate()}
          >
            Download the template (XLSX)
          </Button>
        </div>
        {isDirty && (
          <Banner
            type="warning"
            title="Save or discard your changes first: the import saves the service."
          />
        )}
        {failure && <Banner type="failure" title={failure} />}
        <form
          className="sb-stack"
          aria-label="Import a file of choices"
          onSubmit={(event) => void handleSubmit(event)}
        >
          <div>
            <label htmlFor={inputId}>File (CSV or XLSX, up to 3 MB)</label>
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
              Import
            </Button>
          </div>
        </form>
        <ImportErrors errors={rowErrors} />
      </div>
    </Modal>
  );
}
